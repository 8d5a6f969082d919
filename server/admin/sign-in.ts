import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type * as desk from "@contracts/desk";
import { signInBody } from "@contracts/desk-schema";
import type { LeadStore, Owner, Session } from "../store/lead-store";
import { keyedDigest } from "./audit-digest";
import { createBusyRefusals } from "./busy-refusals";
import { clientGroup } from "./client-group";
import { DeskError, parse, requireOwner } from "./desk-request";
import { deviceLifetimeMs, newDeviceCookie, verifyDeviceCookie } from "./device-cookie";
import { busy, createHashGate } from "./hash-gate";
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
import { createKnownDevices } from "./sign-in-devices";
import { createSignInGuard, type SignInLimits } from "./sign-in-guard";

/** Refusals are summed up in one log line at most this often. */
const refusalLogEveryMs = 60_000;

const refuse = (reply: FastifyReply, status: 429 | 503, seconds: number) =>
  reply
    .code(status)
    .header("retry-after", String(Math.max(1, seconds)))
    .send({
      error:
        status === 429
          ? "Too many sign-in attempts. Try again later."
          : "The desk is busy. Try again in a moment.",
    });

/** A new session, its cookie and a fresh device cookie for this browser. */
async function startSession(
  store: LeadStore,
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
  return { email: owner.email, csrfToken: session.csrfToken, expiresAt: session.expiresAt };
}

export async function signInRoutes(
  app: FastifyInstance,
  { store, limits, auditKey }: { store: LeadStore; limits: SignInLimits; auditKey: string },
) {
  const guard = createSignInGuard(limits);
  const gate = createHashGate();
  const devices = createKnownDevices(store);
  // A flood must not cost a log line per attempt: the route logs at "warn" (sign-ins are in the
  // audit log), and refusals are counted into one line a minute.
  let refused = 0;
  let loggedAt = -Infinity;
  const refuseAndCount = (reply: FastifyReply, status: 429 | 503, seconds: number) => {
    refused++;
    if (Date.now() - loggedAt >= refusalLogEveryMs) {
      reply.log.warn({ refused, status }, "sign-in attempts refused");
      refused = 0;
      loggedAt = Date.now();
    }
    return refuse(reply, status, seconds);
  };

  /**
   * A flood is refused before its body is read (issue 42): no parsing, no store look-up, no
   * validation, for what the limits that need no account would refuse anyway. The owner's
   * browser, with its device cookie, always goes on to the route.
   */
  const refuseBeforeBody = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await devices.knows(readCookie(request, deviceCookie))) return;
    const refusal =
      guard.refusalBeforeBody(clientGroup(request.ip)) ??
      (gate.full() ? { status: 503 as const, seconds: 1 } : undefined);
    if (refusal) return refuseAndCount(reply, refusal.status, refusal.seconds);
  };
  // An unknown e-mail waits a check's average time instead of hashing (decision 0210), starting
  // from one hash timed now.
  const firstHash = performance.now();
  await hashPassword(newToken());
  const hashTime = createHashTime(performance.now() - firstHash);

  const audit = (request: FastifyRequest, owner: Owner | undefined, action: string) =>
    store.recordAudit(
      owner?.email ?? "unknown account",
      action,
      `client ${keyedDigest(auditKey, request.ip)}`,
    );

  const busyRefusals = createBusyRefusals((action, detail) =>
    store.recordAudit("sign-in flood", action, detail),
  );
  app.addHook("onClose", busyRefusals.flush);

  app.get("/admin/api/session", async (request): Promise<desk.DeskSession> => {
    const session = requireOwner(request);
    return {
      email: session.owner.email,
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt,
    };
  });

  app.post(
    "/admin/api/session",
    { logLevel: "warn", onRequest: refuseBeforeBody },
    async (request, reply) => {
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
      if (!owner || !valid) {
        guard.failed(account, group, trusted ? device : undefined);
        if (busyFor > 0) {
          busyRefusals.count(group);
          return refuseAndCount(reply, 503, busyFor);
        }
        await audit(request, owner, "sign-in refused");
        // One answer for an unknown address and a wrong password: no way to probe for accounts.
        throw new DeskError(401, "The e-mail or the password is wrong.");
      }
      guard.succeeded(account, group);
      devices.remember(owner);
      await audit(request, owner, "signed in");
      return startSession(store, request, reply, owner);
    },
  );

  app.delete("/admin/api/session", async (request, reply) => {
    const session = requireOwner(request);
    await store.deleteSession(session.tokenHash);
    reply.clearCookie(cookieName(request, sessionCookie), cookieOptions(request));
    return { ok: true };
  });
}
