import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type * as desk from "@contracts/desk";
import { signInBody } from "@contracts/desk-schema";
import type { Store } from "../store/store";
import type { Owner, Session } from "../store/owners/owners";
import { keyedDigest } from "./audit-digest";
import { clientGroup } from "../client-group";
import { DeskError, parse, requireRole } from "../admin/desk-request";
import { deviceLifetimeMs, newDeviceCookie, verifyDeviceCookie } from "./device-cookie";
import { busy } from "./hash-gate";
import { createHashTime } from "./hash-time";
import { hashPassword, verifyPassword } from "./password";
import {
  cookieName,
  cookieOptions,
  deviceCookie,
  hashToken,
  newToken,
  readCookie,
  sessionCookie,
  sessionLifetimeMs,
} from "./sessions";
import type { SignInLimits } from "./sign-in-guard";
import { createSignInRefusals, type SignInRefusals } from "./sign-in-refusals";

/** A new session, its cookie and a fresh device cookie for this browser. */
async function startSession(
  store: Store,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: Owner,
) {
  const token = newToken();
  const session: Session = {
    tokenHash: hashToken(token),
    ownerId: owner.id,
    csrfToken: newToken(),
    expiresAt: Date.now() + sessionLifetimeMs,
  };
  await store.createSession(session);
  reply.setCookie(cookieName(request, sessionCookie), token, {
    ...cookieOptions(request),
    expires: new Date(session.expiresAt),
  });
  reply.setCookie(cookieName(request, deviceCookie), newDeviceCookie(owner), {
    ...cookieOptions(request),
    expires: new Date(Date.now() + deviceLifetimeMs),
  });
  return {
    email: owner.email,
    role: owner.role,
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt,
  };
}

/** What the sign-in handler works with, set up once by signInRoutes. */
interface SignInContext extends SignInRefusals {
  store: Store;
  auditKey: string;
  hashTime: ReturnType<typeof createHashTime>;
}

/** POST /admin/api/session: the limits, the password check, the audit, then a session. */
const signIn =
  ({
    store,
    auditKey,
    hashTime,
    busyRefusals,
    guard,
    gate,
    devices,
    refuseAndCount,
  }: SignInContext) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const { email, password } = parse(signInBody, request.body);
    const account = email.trim().toLowerCase();
    const group = clientGroup(request.ip);
    const owner = await store.findOwner(account);
    const device = verifyDeviceCookie(readCookie(request, deviceCookie), owner);
    const trusted = guard.trusts(device);
    // The global rate spent: the attempt goes on, but only the right password gets in.
    let busyFor = 0;
    if (!trusted) {
      const admitted = guard.admit(account, group);
      if (admitted.status) return refuseAndCount(reply, admitted.status, admitted.seconds);
      busyFor = admitted.busyFor;
    }
    let valid: boolean | typeof busy = false;
    if (owner)
      valid = await hashTime.timed(
        () => gate.run(() => verifyPassword(password, owner.passwordHash), trusted),
        busy,
      );
    // No account: no scrypt, the same answer at the same time as a wrong password's.
    else if (gate.full()) valid = busy;
    else await hashTime.wait();
    if (valid === busy) return refuseAndCount(reply, 503, 1);
    const audit = (action: string) =>
      store.recordAudit(
        owner?.email ?? "unknown account",
        action,
        `client ${keyedDigest(auditKey, request.ip)}`,
      );
    if (!owner || !valid) {
      guard.failed(account, group, trusted ? device : undefined);
      if (busyFor > 0) {
        busyRefusals.count(group);
        return refuseAndCount(reply, 503, busyFor);
      }
      await audit("sign-in refused");
      // One answer for an unknown address and a wrong password: no way to probe for accounts.
      throw new DeskError(401, "The e-mail or the password is wrong.");
    }
    guard.succeeded(account, group);
    devices.remember(owner);
    await audit("signed in");
    return startSession(store, request, reply, owner);
  };

/** DELETE /admin/api/session: signs out, ending the session and clearing its cookie. */
const signOut = (store: Store) => async (request: FastifyRequest, reply: FastifyReply) => {
  const session = requireRole(request, "editor");
  await store.deleteSession(session.tokenHash);
  reply.clearCookie(cookieName(request, sessionCookie), cookieOptions(request));
  return { ok: true };
};

export async function signInRoutes(
  app: FastifyInstance,
  { store, limits, auditKey }: { store: Store; limits: SignInLimits; auditKey: string },
) {
  const refusals = createSignInRefusals(store, limits);
  // An unknown e-mail waits a check's average time instead of hashing, so made-up addresses cost
  // no scrypt and answer as late as a wrong password; starting from one hash timed now.
  const firstHash = performance.now();
  await hashPassword(newToken());
  const hashTime = createHashTime(performance.now() - firstHash);
  app.addHook("onClose", refusals.busyRefusals.flush);

  app.get("/admin/api/session", async (request): Promise<desk.DeskSession> => {
    const session = requireRole(request, "editor");
    return {
      email: session.owner.email,
      role: session.owner.role,
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt,
    };
  });
  app.post(
    "/admin/api/session",
    { logLevel: "warn", onRequest: refusals.refuseBeforeBody },
    signIn({ store, auditKey, hashTime, ...refusals }),
  );
  app.delete("/admin/api/session", signOut(store));
}
