/** Signing in to the lead desk through its form, as an owner does, in the desk's browser tests. */
import { expect, type Page } from "@playwright/test";

export async function signInToDesk(
  page: Page,
  origin: string,
  owner: { email: string; password: string },
) {
  await page.goto(`${origin}/admin/sign-in`);
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
}
