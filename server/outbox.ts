import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "./mailer";
import type { LeadStore } from "./store/lead-store";

/**
 * Delivers the queued notification mail. Runs inside the server: woken after each stored
 * submission and by a timer for retries. A failed send is retried with exponential backoff
 * (base, 2x base, 4x base... capped), so an SMTP outage delays mail but loses none; the
 * submission itself was committed before the visitor was answered and never depends on this.
 * Each mail carries a Message-ID made from the lead's id, so even a resend after a crash between
 * "sent" and "marked sent" is recognised as the same message by mail systems.
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

export function retryDelay(attempts: number, baseDelayMs: number, maxDelayMs: number) {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export function startOutbox(
  store: LeadStore,
  mailer: Mailer,
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

  async function drain() {
    do {
      again = false;
      // Claimed atomically: another worker (or a second server on the same file) never gets
      // the same rows while this one holds them.
      // Only the team notification is sent here so far; other kinds wait for their senders.
      for (const item of await store.claimDueDeliveries(Date.now(), {
        leaseMs,
        kinds: ["notify"],
      })) {
        if (stopped) return;
        try {
          await mailer.send(item.lead);
        } catch (error) {
          const attempts = item.attempts + 1;
          const retryAt =
            attempts >= maxAttempts
              ? undefined
              : Date.now() + retryDelay(attempts, baseDelayMs, maxDelayMs);
          await store.markDeliveryFailed(
            item,
            error instanceof Error ? error.message : String(error),
            retryAt,
          );
          log.warn(
            { submission: item.lead.id, attempts, retryAt, err: error },
            retryAt ? "notification mail failed; will retry" : "notification mail failed for good",
          );
          continue;
        }
        await store.markDeliverySent(item);
        log.info({ submission: item.lead.id }, "notification mail sent");
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
      mailer.close();
    },
    /** For tests: resolves when the worker is idle. */
    idle: () => running ?? Promise.resolve(),
  };
}

export type Outbox = ReturnType<typeof startOutbox>;
