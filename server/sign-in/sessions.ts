import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * Desk sessions: the cookie holds 32 random bytes; the store keeps only their SHA-256, so a copy
 * of the database holds no live session. Each session has its own CSRF token (synchronizer
 * pattern), sent by the desk in the `x-csrf-token` header of every state-changing request.
 */
export const sessionCookie = "desk_session";
export const deviceCookie = "desk_device";
export const csrfHeader = "x-csrf-token";
/** Absolute lifetime: a session ends 8 hours after sign-in, used or not. */
export const sessionLifetimeMs = 8 * 60 * 60_000;

export const newToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function sameSecret(given: string | undefined, expected: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// request.protocol believes X-Forwarded-Proto only from trusted proxies (TRUST_PROXY).
const overHttps = (request: FastifyRequest) => request.protocol === "https";

/**
 * Over HTTPS a cookie is `__Host-` prefixed: the browser then takes it only with Secure,
 * Path=/ and no Domain, so no sibling subdomain or plain-http page can set or shadow it. On
 * http://localhost (development) the plain name on /admin.
 */
export const cookieName = (request: FastifyRequest, name: string) =>
  overHttps(request) ? `__Host-${name}` : name;

export const cookieOptions = (request: FastifyRequest) => ({
  path: overHttps(request) ? "/" : "/admin",
  httpOnly: true,
  sameSite: "strict" as const,
  secure: overHttps(request),
});

export const readCookie = (request: FastifyRequest, name: string): string | undefined =>
  request.cookies[cookieName(request, name)];
