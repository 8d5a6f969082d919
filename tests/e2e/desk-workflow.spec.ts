import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { newLead } from "@tests/support/lead-fixtures";
import { startServerProcess, type ServerProcess } from "@tests/support/server-process";
import { startSmtp, until } from "@tests/support/test-smtp";
import { openSqliteStore } from "@server/store/sqlite";
import { runDigest } from "@server/workflow/digest";
import { deskDay } from "@server/workflow/desk-time";
import { desktop, expectNoAxeViolations, phone } from "./helpers/quality";
import { signInToDesk } from "./helpers/desk-sign-in";

/**
 * The desk as the owner's daily workflow, on a server of its own with mail to a local SMTP server
 * this spec starts: a reply threaded to the notification, a follow-up that falls overdue and into
 * the digest, the "Mine" view, the keyboard only, axe and screenshots.
 */
const owner = { email: "owner@example.com", password: "workflow owner password" };
const shots = "/tmp/shots-workflow";

/**
 * A zone where it is about 2 a.m. now: "yesterday" holds for the whole test, and the server's
 * own digest (DIGEST_HOUR=23 there) stays quiet, so the test runs the digest's pass itself.
 */
function earlyZone(now = new Date()) {
  let offset = (2 - now.getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  return offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: ServerProcess;
let dataDir: string;
const timeZone = earlyZone();

// One server for the spec's tests, started once.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // The server's start (tsx compiling it) takes long on a busy machine.
  test.setTimeout(120_000);
  smtp = await startSmtp();
  dataDir = await mkdtemp(path.join(tmpdir(), "desk-workflow-"));
  server = await startServerProcess({
    env: {
      ...smtp.env,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      DESK_TIME_ZONE: timeZone,
      DIGEST_HOUR: "23",
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const inbox = () => openSqliteStore(path.join(dataDir, "inbox.sqlite"));

/** Presses Tab until `target` has the focus: the keyboard's way to a control. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached by Tab");
}

const signIn = (page: Page) => signInToDesk(page, server.origin, owner);

test("reply, assign and follow up a lead from the desk, with the keyboard only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const store = inbox();
  const name = `Workflow Visitor ${Date.now()}`;
  const email = `visitor-${Date.now()}@example.org`;
  const { id } = await store
    .storeLead(newLead({}, { name, email, form: "quote", service: "web-design" }))
    .finally(() => store.close());
  const notification = await until(
    () => smtp.captured.find((mail) => mail.raw.includes(`Message-ID: <lead-${id}.`)),
    "the lead's notification",
    30_000,
  );

  await signIn(page);
  // Nobody's lead: not under Mine yet.
  await page.goto(`${server.origin}/admin?assignee=me`);
  await expect(page.getByRole("link", { name: "Mine" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name })).toHaveCount(0);

  // Keyboard only: open the lead from the list, reply from a saved reply, go back.
  await page.goto(`${server.origin}/admin`);
  const leadLink = page.getByRole("link", { name });
  await tabTo(page, leadLink);
  await page.keyboard.press("Enter");
  // The lead's page is called by the person's name, not by the lead's number.
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const template = page.getByLabel("Start from a saved reply");
  await expect(template.locator("option")).toHaveCount(4);
  await tabTo(page, template);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Subject")).not.toHaveValue("");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
    /Workflow Visitor.*Website Design/s,
  );
  await tabTo(page, page.getByLabel("Subject"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Your website, next step");
  await tabTo(page, page.getByRole("button", { name: "Send reply" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Reply to ${email} queued`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Status: replied" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Deliveries" })).toContainText("reply");

  const reply = await until(() => smtp.to(email)[0], "the reply at the SMTP server", 30_000);
  const header = (raw: string, field: string) =>
    new RegExp(`^${field}: (.*)$`, "im").exec(raw.split("\r\n\r\n")[0] ?? "")?.[1];
  const notificationId = header(notification.raw, "Message-ID");
  expect(notificationId).toMatch(new RegExp(`^<lead-${id}\\.[0-9a-f]{32}@[^>]+>$`));
  expect(header(reply.raw, "In-Reply-To")).toBe(notificationId);
  expect(header(reply.raw, "References")).toBe(notificationId);
  expect(header(reply.raw, "Subject")).toBe("Your website, next step");
  await page.reload();
  await expect(page.getByRole("region", { name: "Deliveries" })).toContainText(/reply to .*: sent/);

  // Assign it to me and set a follow-up for yesterday (in the desk's zone).
  const yesterday = deskDay(timeZone, new Date(Date.now() - 24 * 60 * 60_000));
  await page.getByLabel("Assigned to").selectOption({ label: owner.email });
  await page.getByLabel("Follow up on").fill(yesterday);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("region", { name: "Owner and follow-up" })).toContainText("Saved.");

  await tabTo(page, page.getByRole("link", { name: "All leads" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();

  await page.getByRole("link", { name: "Mine" }).click();
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByRole("link", { name: "Overdue" }).click();
  await expect(page).toHaveURL(/due=overdue/);
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByRole("link", { name: "Today" }).click();
  await expect(page.getByRole("link", { name })).toHaveCount(0);

  // The digest's pass (at the hour) lists it as overdue, in a mail to the owner.
  const digestStore = inbox();
  try {
    const queued = await runDigest(digestStore, {
      timeZone,
      digestHour: 0,
      deskUrl: `${server.origin}/admin`,
    });
    expect(queued).toBe(1);
  } finally {
    await digestStore.close();
  }
  const digest = await until(() => smtp.to(owner.email)[0], "the digest", 30_000);
  // Quoted-printable: its soft line breaks joined again.
  const text = digest.raw.replace(/=\r?\n/g, "");
  expect(text).toContain("Overdue follow-ups:");
  expect(text).toContain(`#${id} quote (web-design), replied, follow up ${yesterday}`);
});

test("the lead page with the composer and the saved replies pass axe at 375 and 1280", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const store = inbox();
  const { id } = await store.storeLead(newLead()).finally(() => store.close());
  await signIn(page);
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await page.goto(`${server.origin}/admin/leads/${id}`);
    await expect(page.getByLabel("Start from a saved reply")).toBeVisible();
    await expectNoAxeViolations(page, `lead with the composer at ${size.width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await page.screenshot({ path: `${shots}/lead-${size.width}.png`, fullPage: true });

    await page.goto(`${server.origin}/admin/templates`);
    await expect(page.getByRole("heading", { name: "Thank you and next step" })).toBeVisible();
    await expectNoAxeViolations(page, `saved replies at ${size.width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await page.screenshot({ path: `${shots}/templates-${size.width}.png`, fullPage: true });

    await page.goto(`${server.origin}/admin?due=overdue`);
    await expect(page.getByRole("link", { name: "Overdue" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations(page, `overdue view at ${size.width}`);
    await page.screenshot({ path: `${shots}/overdue-${size.width}.png`, fullPage: true });
  }
  // A saved reply edited by the owner is offered as changed.
  await page.goto(`${server.origin}/admin/templates`);
  const first = page.locator("section").filter({ hasText: "Thank you and next step" }).first();
  await first.getByLabel("Subject").fill("Thanks, {name} {unknown}");
  await first.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.goto(`${server.origin}/admin/leads/${id}`);
  await page
    .getByLabel("Start from a saved reply")
    .selectOption({ label: "Thank you and next step" });
  await expect(page.getByLabel("Subject")).toHaveValue("Thanks, Ayesha Malik {unknown}");

  // A saved reply added is offered by the composer; deleted, it is offered no more.
  const offered = page.getByLabel("Start from a saved reply").locator("option");
  const offeredBefore = await offered.count();
  await page.goto(`${server.origin}/admin/templates`);
  const fresh = page.getByRole("region", { name: "New saved reply" });
  await fresh.getByLabel("Name").fill("Portfolio follow-up");
  await fresh.getByLabel("Subject").fill("Our work for {company}");
  await fresh.getByLabel("Message").fill("Dear {name}, here is the portfolio we spoke about.");
  await fresh.getByRole("button", { name: "Add" }).click();
  await expect(page.getByRole("status")).toHaveText("Added “Portfolio follow-up”.");
  await expect(fresh.getByLabel("Name")).toHaveValue("");
  await page.goto(`${server.origin}/admin/leads/${id}`);
  await expect(offered).toHaveCount(offeredBefore + 1);
  await page.getByLabel("Start from a saved reply").selectOption({ label: "Portfolio follow-up" });
  await expect(page.getByLabel("Message")).toHaveValue(
    "Dear Ayesha Malik, here is the portfolio we spoke about.",
  );
  await page.goto(`${server.origin}/admin/templates`);
  await page
    .getByRole("region", { name: "Portfolio follow-up" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByRole("status")).toHaveText("Deleted “Portfolio follow-up”.");
  await page.goto(`${server.origin}/admin/leads/${id}`);
  await expect(offered).toHaveCount(offeredBefore);
});
