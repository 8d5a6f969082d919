/**
 * Screenshots of the lead desk at 375 and 1280 px into screenshots/desk/, against a running
 * server whose first owner came from ADMIN_EMAIL/ADMIN_PASSWORD:
 *   ADMIN_EMAIL=… ADMIN_PASSWORD=… npx tsx scripts/art/desk-screenshots.ts http://localhost:3000
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "@tests/e2e/helpers/chromium";

const base = process.argv[2] ?? "http://localhost:3000";
const email = process.env.ADMIN_EMAIL ?? "";
const password = process.env.ADMIN_PASSWORD ?? "";
await mkdir("screenshots/desk", { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const shot = (name: string) =>
      page.screenshot({ path: `screenshots/desk/${name}-${width}.png`, fullPage: true });
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
    const first = page.locator("tbody a").first();
    if ((await first.count()) > 0) {
      await first.click();
      await page.getByRole("heading", { name: "Notes" }).waitFor();
      await shot("lead");
    }
    await page.goto(`${base}/admin/audit`);
    await page.getByRole("heading", { name: "Changes" }).waitFor();
    await shot("audit");
    await page.close();
  }
} finally {
  await browser.close();
}
console.log("screenshots/desk/: sign-in, leads, lead, audit at 375 and 1280 px");
