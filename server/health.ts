import type { FastifyInstance } from "fastify";
import type { InboundStatus } from "@contracts/inbound";
import type { Store } from "./store/store";

export interface HealthOptions {
  /** Whether the outbox worker runs in this process (only then can it be stuck). */
  outboxRunning: boolean;
  /** A pending delivery overdue by more than this means the outbox is stuck. */
  outboxStuckAfterMs?: number;
  /** How long one readiness answer is reused: a flood of probes costs one write check. */
  reuseMs?: number;
  /** The company mailbox's reader, when one is set (server/inbound/). */
  inbound?: () => InboundStatus;
}

interface Readiness {
  ready: boolean;
  problems: string[];
}

/**
 * GET /healthz: the process answers. GET /readyz: the store takes a write and the outbox is not
 * stuck (decision 0162). Both uncached, unlogged, outside the sitemap (no page of the build), and
 * cheap: the readiness check is shared by the probes of the same second. A mailbox that cannot be
 * read is in the answer's detail but leaves the server ready: it serves the site and the forms
 * as well without it, and a load balancer must not take it out for the mail server's fault.
 */
export function registerHealth(
  app: FastifyInstance,
  store: Store,
  { outboxRunning, outboxStuckAfterMs = 10 * 60_000, reuseMs = 1000, inbound }: HealthOptions,
) {
  const check = async (): Promise<Readiness> => {
    const problems: string[] = [];
    try {
      await store.ping();
    } catch {
      problems.push("the store does not take writes");
    }
    if (outboxRunning && problems.length === 0) {
      const due = await store.nextDeliveryDue().catch(() => undefined);
      if (due !== undefined && due < Date.now() - outboxStuckAfterMs)
        problems.push("the outbox has deliveries overdue");
    }
    return { ready: problems.length === 0, problems };
  };
  let latest: { at: number; readiness: Promise<Readiness> } | undefined;
  const readiness = () => {
    const now = Date.now();
    if (!latest || now - latest.at >= reuseMs) latest = { at: now, readiness: check() };
    return latest.readiness;
  };

  const quiet = { logLevel: "silent" as const };
  app.get("/healthz", quiet, (_request, reply) =>
    reply.header("cache-control", "no-store").send({ status: "ok" }),
  );
  app.get("/readyz", quiet, async (_request, reply) => {
    const { ready, problems } = await readiness();
    const mailbox = inbound?.();
    const detail = mailbox
      ? {
          mailbox: {
            state: mailbox.state,
            lastError: mailbox.lastError,
            since: mailbox.failingSince,
          },
        }
      : {};
    return reply
      .code(ready ? 200 : 503)
      .header("cache-control", "no-store")
      .send(ready ? { status: "ready", ...detail } : { status: "not ready", problems, ...detail });
  });
}
