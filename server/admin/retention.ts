import type { FastifyBaseLogger } from "fastify";
import type { Store } from "../store/store";

const dayMs = 24 * 60 * 60_000;

/** Sent digest mails and the digests' day claims are kept this long (the day's claim must last the day). */
const digestKeepDays = 2;

/**
 * The retention run: deletes the leads older than `days` (the store writes the audit entry),
 * and the digest mails sent and digest days claimed over `digestKeepDays` ago.
 */
export async function runRetention(store: Store, days: number, actor: string, now = Date.now()) {
  const deleted = await store.deleteLeadsBefore(new Date(now - days * dayMs), actor);
  const digests = await store.pruneDigests(new Date(now - digestKeepDays * dayMs));
  return { deleted, digests };
}

/** Once at start and then daily; the timer never keeps the process alive. */
export function startRetention(store: Store, days: number, log: FastifyBaseLogger) {
  const run = () =>
    runRetention(store, days, "retention")
      .then(({ deleted, digests }) => {
        if (deleted > 0) log.info({ deleted, days }, "retention: old leads deleted");
        if (digests.mails + digests.days > 0) log.info(digests, "retention: old digests pruned");
      })
      .catch((error: unknown) => log.error({ err: error }, "retention run failed"));
  void run();
  const timer = setInterval(run, dayMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
