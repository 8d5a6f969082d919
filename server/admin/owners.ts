import type { FastifyBaseLogger } from "fastify";
import type { LeadStore } from "../store/lead-store";
import { hashPassword, minPasswordLength } from "./password";

/** Adds an owner after checking the address and the password's length. */
export async function addOwner(store: LeadStore, email: string, password: string) {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/.test(address))
    throw new Error("That is not an e-mail address.");
  if (password.length < minPasswordLength)
    throw new Error(`The password needs at least ${minPasswordLength} characters.`);
  if (await store.findOwner(address)) throw new Error(`${address} is already an owner.`);
  return store.addOwner(address, await hashPassword(password));
}

/**
 * The first owner, from ADMIN_EMAIL/ADMIN_PASSWORD, when the store has none. Later starts leave
 * the accounts alone (changing the variables does not change a password). The password is
 * never logged.
 */
export async function ensureFirstOwner(
  store: LeadStore,
  firstOwner: { email: string; password: string } | undefined,
  log: FastifyBaseLogger,
) {
  if ((await store.countOwners()) > 0) return;
  if (!firstOwner) {
    log.warn(
      "the lead desk has no owner yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin -- add-user`",
    );
    return;
  }
  const owner = await addOwner(store, firstOwner.email, firstOwner.password);
  log.info({ owner: owner.email }, "lead desk: first owner created from ADMIN_EMAIL");
}
