import type { FastifyBaseLogger } from "fastify";
import type { DeskRole } from "@contracts/desk";
import { isValidEmail } from "@contracts/forms";
import type { Store } from "../store/store";
import { hashPassword, minPasswordLength } from "./password";

/** Who the audit log names for changes made with `npm run admin`. */
const commandLine = "command line";

const ownerAddress = (email: string) => {
  const address = email.trim().toLowerCase();
  if (!isValidEmail(address)) throw new Error("That is not an e-mail address.");
  return address;
};

const checkedHash = (password: string) => {
  if (password.length < minPasswordLength)
    throw new Error(`The password needs at least ${minPasswordLength} characters.`);
  return hashPassword(password);
};

async function existingOwner(store: Store, email: string) {
  const owner = await store.findOwner(ownerAddress(email));
  if (!owner) throw new Error(`${email.trim()} is no owner.`);
  return owner;
}

/**
 * Adds a desk account, an owner unless `role` says editor, after checking the address and the
 * password's length.
 */
export async function addOwner(
  store: Store,
  email: string,
  password: string,
  role: DeskRole = "owner",
) {
  const address = ownerAddress(email);
  const passwordHash = await checkedHash(password);
  if (await store.findOwner(address)) throw new Error(`${address} already has an account.`);
  const owner = await store.addOwner(address, passwordHash, role);
  await store.recordAudit(commandLine, `${role} added`, owner.email);
  return owner;
}

/**
 * A new password; every session of that owner ends (whoever knew the old one is signed out),
 * and so does every device cookie, which is signed with the password's hash.
 */
export async function changePassword(store: Store, email: string, password: string) {
  const owner = await existingOwner(store, email);
  await store.setOwnerPassword(owner.email, await checkedHash(password));
  const ended = await store.deleteOwnerSessions(owner.id);
  await store.recordAudit(commandLine, "password changed", `${owner.email}, sessions ended`);
  return { owner, ended };
}

export async function removeOwner(store: Store, email: string) {
  const owner = await existingOwner(store, email);
  await store.removeOwner(owner.email);
  await store.recordAudit(commandLine, "owner removed", owner.email);
  return { owner, remaining: await store.countOwners() };
}

export async function signOutEverywhere(store: Store, email: string) {
  const owner = await existingOwner(store, email);
  const ended = await store.deleteOwnerSessions(owner.id);
  await store.recordAudit(commandLine, "signed out everywhere", owner.email);
  return { owner, ended };
}

/**
 * The first owner, from ADMIN_EMAIL/ADMIN_PASSWORD, when the store has none. Later starts leave
 * the accounts alone (changing the variables does not change a password). The password is
 * never logged.
 */
export async function ensureFirstOwner(
  store: Store,
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
