import type { FastifyReply, FastifyRequest } from "fastify";
import type { Store } from "../store/store";
import { createBusyRefusals } from "./busy-refusals";
import { clientGroup } from "../client-group";
import { createHashGate } from "./hash-gate";
import { deviceCookie, readCookie } from "./sessions";
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

/**
 * What stands between a flood and the password hash: the rate and backoff limits (guard), the
 * bounded queue of hashes (gate), the owners' known devices, the refusals they answer, and the
 * audit entry a minute that sums up those refused beyond the global rate (busyRefusals).
 */
export function createSignInRefusals(store: Store, limits: SignInLimits) {
  const guard = createSignInGuard(limits);
  const gate = createHashGate();
  const devices = createKnownDevices(store);
  const busyRefusals = createBusyRefusals((action, detail) =>
    store.recordAudit("sign-in flood", action, detail),
  );
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
   * A flood is refused before its body is read, so each refused attempt costs less than a normal
   * one: no parsing, no store look-up, no validation, for what the limits that need no account
   * would refuse anyway. The owner's browser, with its device cookie, always goes on to the route.
   */
  const refuseBeforeBody = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await devices.knows(readCookie(request, deviceCookie))) return;
    const refusal =
      guard.refusalBeforeBody(clientGroup(request.ip)) ??
      (gate.full() ? { status: 503 as const, seconds: 1 } : undefined);
    if (refusal) return refuseAndCount(reply, refusal.status, refusal.seconds);
  };

  return { guard, gate, devices, busyRefusals, refuseAndCount, refuseBeforeBody };
}

export type SignInRefusals = ReturnType<typeof createSignInRefusals>;
