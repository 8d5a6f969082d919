import type { FastifyBaseLogger } from "fastify";
import { nextAttemptAt, sendDelivery, type DeliverySenders, type DeliveryToSend } from "./send";
import type { Store } from "../store/store";
import type { ClaimedDelivery } from "../store/deliveries/deliveries";

export { retryDelay } from "./send";

/**
 * Sends what follows a stored lead: the team notification, the autoresponder's mail and the
 * webhooks (server/deliveries/). Runs inside the server: woken after each stored submission and
 * by a timer for retries. A failed attempt is retried with exponential backoff (base, 2x base,
 * 4x base... capped, at least a receiver's Retry-After), so an outage delays deliveries but
 * loses none; one that cannot succeed (a 4xx webhook answer, a refused address) fails for good
 * at once. The lead itself was committed before the visitor was answered and never depends on
 * this. Each mail carries a Message-ID made from its lead's or delivery's id and nonce, and each
 * webhook the delivery's (outside-ids.ts), so even a resend after a crash between "sent" and
 * "marked sent" is recognised as the same, and nothing else ever is.
 */

export interface OutboxOptions {
  /** Delay before the first retry; doubles with each attempt. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After this many attempts the mail is marked failed (the submission stays in the inbox). */
  maxAttempts?: number;
  /** How often to look for due retries when nothing wakes the worker. */
  pollMs?: number;
  /** How long a claimed mail stays this worker's before another may take it over. */
  leaseMs?: number;
}

/**
 * What a delivery is about, read for it: the team's mail and the webhooks name the lead's files
 * (and link to them), never carry them; an applicant's mail is written from the applicant.
 */
async function withSubject(store: Store, item: ClaimedDelivery): Promise<DeliveryToSend> {
  if (item.applicationId) return { ...item, applicant: await store.applicant(item.applicationId) };
  return item.lead && (item.kind === "notify" || item.kind === "webhook")
    ? { ...item, lead: { ...item.lead, briefs: await store.leadBriefs(item.lead.id) } }
    : item;
}

/**
 * One attempt at one claimed delivery, its outcome written back: sent, or failed with the time of
 * the next attempt (none when it cannot succeed or has had its attempts).
 */
function deliveryAttempt(
  store: Store,
  senders: DeliverySenders,
  log: FastifyBaseLogger,
  retry: { baseDelayMs: number; maxDelayMs: number; maxAttempts: number },
) {
  return async (item: ClaimedDelivery) => {
    const about = {
      submission: item.lead?.id,
      applicant: item.applicationId ?? undefined,
      delivery: item.id,
      kind: item.kind,
    };
    try {
      await sendDelivery(await withSubject(store, item), senders);
    } catch (error) {
      const attempts = item.attempts + 1;
      const retryAt = nextAttemptAt(error, attempts, Date.now(), retry);
      await store.markDeliveryFailed(
        item,
        error instanceof Error ? error.message : String(error),
        retryAt,
      );
      log.warn(
        { ...about, attempts, retryAt, err: error },
        retryAt ? "delivery failed; will retry" : "delivery failed for good",
      );
      return;
    }
    await store.markDeliverySent(item);
    log.info(about, "delivery sent");
  };
}

export function startOutbox(
  store: Store,
  senders: DeliverySenders & { close?: () => void },
  log: FastifyBaseLogger,
  {
    baseDelayMs = 15_000,
    maxDelayMs = 3_600_000,
    maxAttempts = 50,
    pollMs = 5_000,
    leaseMs = 120_000,
  }: OutboxOptions = {},
) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const deliver = deliveryAttempt(store, senders, log, { baseDelayMs, maxDelayMs, maxAttempts });

  async function drain() {
    do {
      again = false;
      // Claimed atomically: another worker (or a second server on the same database) never
      // gets the same rows while this one holds them. A batch is sent side by side, so one slow
      // webhook receiver does not hold up the team's mail; batches follow while any are due.
      for (;;) {
        if (stopped) return;
        const batch = await store.claimDueDeliveries(Date.now(), { leaseMs });
        if (batch.length === 0) break;
        await Promise.all(batch.map(deliver));
      }
    } while (again && !stopped);
  }

  /** Runs a pass now (or right after the current one). */
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, "outbox pass failed"))
      .finally(() => {
        running = undefined;
      });
  }

  const timer = setInterval(() => {
    store.nextDeliveryDue().then(
      (due) => {
        if (due !== undefined && due <= Date.now()) wake();
      },
      (error: unknown) => log.error({ err: error }, "outbox poll failed"),
    );
  }, pollMs);
  timer.unref();
  wake();

  return {
    wake,
    /** Waits for the current send to finish, then stops; nothing new starts. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      senders.close?.();
    },
    /** For tests: resolves when the worker is idle. */
    idle: () => running ?? Promise.resolve(),
  };
}

export type Outbox = ReturnType<typeof startOutbox>;
