import { mkdir } from "node:fs/promises";
import path from "node:path";
import { expect, request, test, type Page } from "@playwright/test";
import { openSqliteStore } from "@server/store/sqlite";
import { servicePaths } from "~/lib/paths";
import { newLead } from "@tests/support/lead-fixtures";
import { signInToDesk } from "./helpers/desk-sign-in";
import { hydratedAround } from "./helpers/hydration";
import { desktop, expectNoAxeViolations, phone } from "./helpers/quality";
import { serverOfItsOwn } from "./helpers/own-server";

/**
 * Visits and attribution end to end, on a server of its own (so no other spec's visits are
 * counted): a visit from a `spring` campaign that becomes a lead shows on the Overview as one
 * visitor, one lead and 100 % for `spring`, the lead lists its three pages, and a crawler and a
 * prefetch are not counted; a second lead with no counted visit is shown apart and leaves the
 * conversion at 100 %. No public page sets a cookie.
 */
const owner = { email: "owner@example.com", password: "overview owner password" };
const shots = "/tmp/shots-overview";

// Headless Chromium names itself HeadlessChrome, which isbot (rightly) takes for a robot.
test.use({
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});

const server = serverOfItsOwn("desk-overview-", owner);

/** One figure read from the spec's inbox. */
function readInbox(sql: string, ...params: unknown[]): number {
  const store = openSqliteStore(path.join(server.dataDir, "inbox.sqlite"), { readonly: true });
  try {
    const row = store.db.prepare(sql).get(...params) as { value: number } | undefined;
    return row?.value ?? 0;
  } finally {
    store.db.close();
  }
}

/** A lead written into the spec's inbox directly, as the store keeps one that came with no visit. */
async function storeLeadWithoutVisit(email: string) {
  const store = openSqliteStore(path.join(server.dataDir, "inbox.sqlite"));
  try {
    await store.storeLead(newLead({ deliveries: [] }, { email }));
  } finally {
    await store.close();
  }
}

/** The page views stored so far (the server writes them in batches, soon after serving). */
const storedViews = () => readInbox("SELECT count(*) AS value FROM page_views");
const leadIdOf = (email: string) =>
  readInbox("SELECT id AS value FROM submissions WHERE email = ?", email);

const signIn = (page: Page) => signInToDesk(page, server.origin, owner);

test("a spring visit that becomes a lead is one visitor, one lead and 100 % on the Overview", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cookies: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "document") return;
    const cookie = response.headers()["set-cookie"];
    if (cookie) cookies.push(`${response.url()}: ${cookie}`);
  });

  // Three pages, the first from the campaign; the lead is sent from the third.
  await page.goto(
    `${server.origin}${servicePaths["custom-website-development"]}?utm_campaign=spring`,
  );
  await page.goto(`${server.origin}/about-us`);
  await page.goto(`${server.origin}/contact-us`);
  const form = page.locator("main form");
  await hydratedAround(form);
  const email = `spring-${Date.now()}@example.org`;
  await form.getByLabel(/your name/i).fill("Sana Spring");
  await form.getByLabel(/email address/i).fill(email);
  await form.getByLabel(/how can we help/i).fill("A website for my bakery, please.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => leadIdOf(email)).toBeGreaterThan(0);
  expect(cookies).toEqual([]);
  await expect.poll(storedViews).toBe(3);

  // A crawler (a visitor of its own, were it counted) and a prefetch by the same browser.
  const browserAgent = await page.evaluate(() => navigator.userAgent);
  const outsider = await request.newContext();
  for (const headers of <Array<Record<string, string>>>[
    { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    { "user-agent": browserAgent, "sec-purpose": "prefetch" },
  ]) {
    const response = await outsider.get(`${server.origin}/about-us?utm_campaign=spring`, {
      headers,
    });
    expect(response.ok()).toBe(true);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  }
  // A counted view of the same browser afterwards: once it is stored, the two before it would
  // have been too (the writer stores in the order served).
  await outsider.get(`${server.origin}/about-us`, { headers: { "user-agent": browserAgent } });
  await outsider.dispose();
  await expect.poll(storedViews).toBe(4);

  // A lead with no counted visit (as a post from another site or a script would be): among the
  // leads, shown apart, in no conversion.
  await storeLeadWithoutVisit(`elsewhere-${Date.now()}@example.org`);

  await signIn(page);
  // Today's range only (the Overview's days are the site's, Islamabad's).
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Karachi" }).format(new Date());
  await page.goto(`${server.origin}/admin/overview?from=${today}&to=${today}`);
  const figures = page.locator("dl").first();
  const figure = (label: RegExp) => figures.locator("div", { hasText: label }).locator("dd");
  await expect(figure(/^Visitors/)).toHaveText("1");
  await expect(figure(/^Leads/)).toHaveText("2");
  await expect(figure(/^Conversion/)).toHaveText("100%");
  await expect(page.getByText(/^Leads without a counted visit: 1 /)).toBeVisible();
  const spring = page
    .getByRole("region", { name: "Top campaigns", exact: true })
    .getByRole("row", { name: /^spring\b/ });
  await expect(spring.getByRole("cell")).toHaveText(["1", "1", "100%"]);

  await mkdir(shots, { recursive: true });
  for (const [name, size] of [
    ["375", phone],
    ["1280", desktop],
  ] as const) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `the Overview at ${name} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await page.screenshot({ path: `${shots}/overview-${name}.png`, fullPage: true });
  }

  // The lead carries its visit: the three pages seen, in order.
  await page.goto(`${server.origin}/admin/leads/${leadIdOf(email)}`);
  const visit = page.getByRole("region", { name: "Pages seen before the form" });
  await expect(visit.getByRole("listitem")).toHaveText([
    servicePaths["custom-website-development"],
    "/about-us",
    "/contact-us",
  ]);
  await expect(visit).toContainText("spring");
});
