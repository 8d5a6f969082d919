/** Signing in to the lead desk through its form, as an owner does, in the desk's browser tests. */
import { expect, type Cookie, type Page } from "@playwright/test";

/**
 * The device cookie each account's first sign-in got, per server. The suite signs in from one
 * address many times, each in a fresh browser: without it, the sign-in guard's limit per client
 * (the limit a guesser meets) refuses the later ones. A browser that carries its device cookie
 * is trusted, as the owner's own browser is, so the guard's limits stay as shipped.
 */
const knownDevices = new Map<string, Cookie>();
const deviceKey = (origin: string, email: string) => `${origin}\n${email}`;

/** Gives the page's browser the account's device cookie, once one sign-in has made it. */
export async function carryKnownDevice(page: Page, email: string) {
  const origin = new URL(page.url()).origin;
  const device = knownDevices.get(deviceKey(origin, email));
  if (device) await page.context().addCookies([device]);
}

/** Keeps the device cookie of a sign-in that has just succeeded on `page`. */
export async function keepDevice(page: Page, email: string) {
  const origin = new URL(page.url()).origin;
  // Every cookie of the browser: the device cookie's path is the desk's, not the origin's root.
  const device = (await page.context().cookies()).find(
    ({ name, domain }) => name.endsWith("desk_device") && origin.includes(domain),
  );
  if (device) knownDevices.set(deviceKey(origin, email), device);
}

export async function signInToDesk(
  page: Page,
  origin: string,
  owner: { email: string; password: string },
) {
  await page.goto(`${origin}/admin/sign-in`);
  await carryKnownDevice(page, owner.email);
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("Password").fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await keepDevice(page, owner.email);
}
