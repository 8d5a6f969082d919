import type { Store } from "../store/store";
import type { Owner } from "../store/owners/owners";
import { verifyDeviceCookie } from "./device-cookie";

/** Owners are reloaded at most this often when a cookie names one the cache lacks. */
const reloadEveryMs = 1000;

/**
 * The owners by id, to recognise a device cookie before a sign-in's body is read (its account
 * is in the body): the owner's browser then skips the early refusal of a flood (decision 0165).
 * It only decides that: the route checks the cookie against the store again. Reloaded when a
 * cookie names an owner it lacks or does not verify (a new owner, a changed password), at most
 * once a second, so forged cookies cost one query a second at most.
 */
export function createKnownDevices(store: Pick<Store, "listOwners">) {
  let owners = new Map<number, Owner>();
  let loadedAt = -Infinity;
  const verifies = (value: string) =>
    verifyDeviceCookie(value, owners.get(Number(value.slice(0, value.indexOf("."))))) !== undefined;
  return {
    remember: (owner: Owner) => void owners.set(owner.id, owner),
    async knows(value: string | undefined, now = Date.now()) {
      if (!value) return false;
      if (verifies(value)) return true;
      if (now - loadedAt < reloadEveryMs) return false;
      loadedAt = now;
      owners = new Map((await store.listOwners()).map((owner) => [owner.id, owner]));
      return verifies(value);
    },
  };
}
