/**
 * Screenshots of the lead desk at 375 and 1280 px (sign-in, the leads, the first lead, its
 * person, the Overview of today, the audit log) into screenshots/desk/ or the folder given,
 * against a running server whose first owner came from ADMIN_EMAIL/ADMIN_PASSWORD:
 *   ADMIN_EMAIL=… ADMIN_PASSWORD=… npx tsx scripts/art/desk-screenshots.ts http://localhost:3000 [folder]
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "@tests/e2e/helpers/chromium";

const base = process.argv[2] ?? "http://localhost:3000";
const email = process.env.ADMIN_EMAIL ?? "";
const password = process.env.ADMIN_PASSWORD ?? "";
const folder = process.argv[3] ?? "screenshots/desk";
await mkdir(folder, { recursive: true });
/** The Overview of today, on the site's calendar (Islamabad's). */
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Karachi" }).format(new Date());

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    // Each view's reads finished first: a picture of a half-loaded page compares as a change.
    const shot = async (name: string) => {
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
    };
    await page.goto(`${base}/admin/sign-in`);
    await shot("sign-in");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
    await page
      .getByRole("status")
      .filter({ hasText: /(?<!\d)\d+ leads?/ })
      .waitFor();
    await shot("leads");
    const first = page.locator(`a[href^="/admin/leads/"]`).first();
    if ((await first.count()) > 0) {
      await first.click();
      await page.getByRole("heading", { name: "Notes" }).waitFor();
      await shot("lead");
      const person = page.getByRole("link", { name: /^All from this person/ });
      if ((await person.count()) > 0) {
        await person.click();
        await page.getByRole("heading", { name: "Timeline" }).waitFor();
        await shot("person");
      }
    }
    await page.goto(`${base}/admin/overview?from=${today}&to=${today}`);
    await page.locator("dl").first().waitFor();
    await shot("overview");
    await page.goto(`${base}/admin/audit`);
    await page.getByRole("heading", { name: "Changes" }).waitFor();
    await shot("audit");
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`${folder}/: sign-in, leads, lead, person, overview, audit at 375 and 1280 px`);
