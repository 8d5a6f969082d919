import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { LeadStore, Owner, Session } from "../store/lead-store";
import { createAttemptLimiter } from "./attempts";
import { keyedDigest } from "./audit-digest";
import { clientGroup } from "./client-group";
import { DeskError, parse, requireOwner } from "./desk-request";
import { deviceLifetimeMs, newDeviceCookie, verifyDeviceCookie } from "./device-cookie";
import { busy, createHashGate } from "./hash-gate";
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
import { createTokenBucket } from "./token-bucket";

/**
 * How hard guessing is (decision 0166). Per client group (an IPv4 address, an IPv6 /64):
 * `perGroup` attempts on any accounts and `perAccountAndGroup` failures on one account in 15
 * minutes. Per account: `accountBackoffAfter` failures in an hour from anywhere are free, then
 * each further attempt from an untrusted client waits twice as long (up to 15 minutes). All
 * clients together: `perSecond` hashed attempts on average. A browser with the account's
 * device cookie skips all of these, within `perDevice` failures.
 */
export interface SignInLimits {
  perGroup: number;
  perAccountAndGroup: number;
  accountBackoffAfter: number;
  perDevice: number;
  perSecond: number;
  burst: number;
}

export const defaultSignInLimits: SignInLimits = {
  perGroup: 20,
  perAccountAndGroup: 5,
  accountBackoffAfter: 10,
  perDevice: 10,
  perSecond: 5,
  burst: 10,
};

const signInBody = z.object({ email: z.string().max(254), password: z.string().max(1024) });
const quarterHour = 15 * 60_000;

export async function signInRoutes(
  app: FastifyInstance,
  { store, limits, auditKey }: { store: LeadStore; limits: SignInLimits; auditKey: string },
) {
  const byGroup = createAttemptLimiter({ max: limits.perGroup, windowMs: quarterHour });
  const byAccountAndGroup = createAttemptLimiter({
    max: limits.perAccountAndGroup,
    windowMs: quarterHour,
  });
  const byAccount = createAttemptLimiter({
    windowMs: 4 * quarterHour,
    backoffAfter: limits.accountBackoffAfter,
    maxDelayMs: quarterHour,
  });
  const byDevice = createAttemptLimiter({ max: limits.perDevice, windowMs: quarterHour });
  const globalRate = createTokenBucket(limits);
  const gate = createHashGate();
  // Unknown e-mails are checked against this, so they cost the same time as a wrong password.
  const decoyHash = await hashPassword(newToken());

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

  const audit = (request: FastifyRequest, owner: Owner | undefined, action: string) =>
    store.recordAudit(
      owner?.email ?? "unknown account",
      action,
      `client ${keyedDigest(auditKey, request.ip)}`,
    );

  const startSession = async (request: FastifyRequest, reply: FastifyReply, owner: Owner) => {
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
  };

  app.get("/admin/api/session", async (request) => {
    const session = requireOwner(request);
    return {
      email: session.owner.email,
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt,
    };
  });

  app.post("/admin/api/session", async (request, reply) => {
    const { email, password } = parse(signInBody, request.body);
    const account = email.trim().toLowerCase();
    const group = clientGroup(request.ip);
    const pair = `${account}\n${group}`;
    const owner = await store.findOwner(account);
    const device = verifyDeviceCookie(readCookie(request, deviceCookie), owner);
    const trusted = device !== undefined && byDevice.blockedFor(device) === 0;
    if (!trusted) {
      const wait = Math.max(
        byGroup.blockedFor(group),
        byAccountAndGroup.blockedFor(pair),
        byAccount.blockedFor(account),
      );
      if (wait > 0) return refuse(reply, 429, wait);
      const rateWait = globalRate.take();
      if (rateWait > 0) return refuse(reply, 503, rateWait);
      byGroup.record(group);
    }
    const valid = await gate.run(
      () => verifyPassword(password, owner?.passwordHash ?? decoyHash),
      trusted,
    );
    if (valid === busy) return refuse(reply, 503, 1);
    if (!owner || !valid) {
      if (trusted) byDevice.record(device);
      else {
        byAccountAndGroup.record(pair);
        byAccount.record(account);
      }
      await audit(request, owner, "sign-in refused");
      // One answer for an unknown address and a wrong password: no way to probe for accounts.
      throw new DeskError(401, "The e-mail or the password is wrong.");
    }
    byAccountAndGroup.clear(pair);
    await audit(request, owner, "signed in");
    return startSession(request, reply, owner);
  });

  app.delete("/admin/api/session", async (request, reply) => {
    const session = requireOwner(request);
    await store.deleteSession(session.tokenHash);
    reply.clearCookie(cookieName(request, sessionCookie), cookieOptions(request));
    return { ok: true };
  });
}
