import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Owner passwords, hashed with scrypt (node:crypto: built in, maintained with Node, no native
 * add-on to build). Stored as `scrypt$log2N$r$p$salt$hash` so the cost can rise later without
 * breaking older hashes. N = 2^15, r = 8 (64 MiB window allowed): about 50-100 ms per check on
 * this machine, which also paces guessing beside the sign-in rate limit.
 */
const defaults = { log2N: 15, r: 8, p: 1 };
const keyLength = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

const scryptOptions = (log2N: number, r: number, p: number): ScryptOptions => ({
  N: 2 ** log2N,
  r,
  p,
  maxmem: 2 * 128 * r * 2 ** log2N + 1024 * 1024,
});

export async function hashPassword(password: string, cost = defaults): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, scryptOptions(cost.log2N, cost.r, cost.p));
  return [
    "scrypt",
    cost.log2N,
    cost.r,
    cost.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

/** Constant-time comparison of the derived key; false for any malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(
    password,
    Buffer.from(salt, "base64url"),
    scryptOptions(Number(log2N), Number(r), Number(p)),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Minimum length of an owner's password. */
export const minPasswordLength = 12;
