import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { openSqliteStore } from "@server/store/sqlite";
import { newLead } from "@tests/support/lead-fixtures";
import { startServerProcess, type ServerProcess } from "@tests/support/server-process";
import { desktop, expectNoAxeViolations, phone } from "./helpers/quality";
import { signInToDesk } from "./helpers/desk-sign-in";

/**
 * Axe finds nothing on any desk page in any state: here the states the other desk specs do not
 * reach: suspect and quarantined leads in the list, in the Spam tab, on their own pages and on a
 * person's timeline, and a search whose counts stop at 500 with the pager past them ("Page 22 of
 * 22+"). On a server of its own, so its 560 leads of one word change no other spec's counts. No
 * page scrolls sideways at 375 px either.
 */
const owner = { email: "owner@example.com", password: "suspects owner password" };
const shots = "/tmp/shots-desk-suspects";
const marker = "axesuspect";
const common = "capword";

let server: ServerProcess;
let dataDir: string;
const ids = { suspect: 0, normal: 0, honeypot: 0, twoSignals: 0 };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // The server's start (tsx compiling it) takes long on a busy machine.
  test.setTimeout(120_000);
  dataDir = await mkdtemp(path.join(tmpdir(), "desk-suspects-"));
  server = await startServerProcess({
    env: { DATA_DIR: dataDir, ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password },
  });
  const store = openSqliteStore(path.join(dataDir, "inbox.sqlite"));
  try {
    const lead = (
      overrides: Parameters<typeof newLead>[0],
      name: string,
      email: string,
      message: string,
    ) => newLead({ deliveries: [], ...overrides }, { name, email, message });
    const [suspect, normal, honeypot, twoSignals] = await store.storeLeads([
      lead(
        { suspectReason: "sent 0.9 s after the page opened" },
        "Ayesha Malik",
        "Ayesha@Example.com",
        `${marker}: a shop for our bakery, with delivery across Islamabad and Rawalpindi.`,
      ),
      lead({}, "Ayesha Malik", "ayesha@example.com", `${marker}: and the logo, please.`),
      lead(
        { status: "spam", spamReason: "honeypot" },
        "Cheap Links",
        "links@spam.example",
        `${marker}: buy now http://a.example http://b.example http://c.example http://d.example`,
      ),
      lead(
        { status: "spam", spamReason: "too fast, links" },
        "Quick Poster",
        "quick@spam.example",
        `${marker}: two weak signals together quarantine a lead.`,
      ),
    ]);
    Object.assign(ids, {
      suspect: suspect?.id,
      normal: normal?.id,
      honeypot: honeypot?.id,
      twoSignals: twoSignals?.id,
    });
    await store.storeLeads(
      Array.from({ length: 560 }, (_, index) =>
        lead(
          {},
          `Visitor ${index}`,
          `visitor${index}@example.org`,
          `A ${common} in every one of these, number ${index}.`,
        ),
      ),
    );
  } finally {
    await store.close();
  }
});
test.afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const signIn = (page: Page) => signInToDesk(page, server.origin, owner);

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth <= root.clientWidth;
  });

for (const size of [phone, desktop])
  test(`suspect and quarantined leads, and capped counts, pass axe at ${size.width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await mkdir(shots, { recursive: true });
    await page.setViewportSize(size);
    await signIn(page);
    const checked: string[] = [];
    const check = async (state: string) => {
      checked.push(state);
      expect(await noSidewaysScroll(page), `sideways scroll on ${state}`).toBe(true);
      await expectNoAxeViolations(page, `${state} at ${size.width}`);
      await page.screenshot({
        path: `${shots}/${state.replaceAll(" ", "-")}-${size.width}.png`,
        fullPage: true,
      });
    };
    const listed = (text: string) =>
      expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Status" });

    // The list: a suspect lead flagged beside its status, two quarantined ones with their reasons.
    await page.goto(`${server.origin}/admin?search=${marker}`);
    await listed("4 leads");
    await expect(page.getByText("spam: honeypot")).toBeVisible();
    await expect(page.getByText("suspect", { exact: false }).first()).toBeVisible();
    await check("list with suspect and spam");

    // The Spam tab.
    await tabs.getByRole("link", { name: "Spam 2" }).click();
    await listed("2 leads");
    await expect(page.getByText("spam: too fast, links")).toBeVisible();
    await check("spam tab");

    // A suspect lead's page: the reason in full.
    await page.goto(`${server.origin}/admin/leads/${ids.suspect}`);
    await expect(page.getByText("suspect: sent 0.9 s after the page opened")).toBeVisible();
    await check("suspect lead");

    // A quarantined lead's page: "Not spam" releases it.
    await page.goto(`${server.origin}/admin/leads/${ids.honeypot}`);
    await expect(page.getByRole("button", { name: "Not spam" })).toBeVisible();
    await check("quarantined lead");

    // The person of the suspect lead: both of Ayesha's leads on one timeline.
    await page.goto(`${server.origin}/admin/leads/${ids.suspect}`);
    await page.getByRole("link", { name: /All from this person \(2\)/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ayesha Malik" })).toBeVisible();
    await expect(page.getByRole("link", { name: `lead ${ids.normal}`, exact: true })).toBeVisible();
    await check("person with a suspect lead");

    // A word in 560 leads: its tab counted to 500, the pager past it.
    await page.goto(`${server.origin}/admin?search=${common}&status=new&page=22`);
    await expect(tabs.getByRole("link", { name: "New 500+" })).toBeVisible();
    await listed("500+ leads");
    await expect(page.getByText("Page 22 of 22+")).toBeVisible();
    await expect(page.getByRole("link", { name: "Older" })).toBeVisible();
    await check("capped counts past the cap");

    expect(checked).toHaveLength(6);
  });
