import type { Store } from "../store/store";
import type { NewLead, StoreResult } from "../store/intake/intake";

/**
 * Group commit: submissions that arrive while the event loop is busy are stored together in one
 * transaction, with one fsync, and each is acknowledged only after that commit returned. Every
 * acknowledged submission is durable, as with one commit per request, but the commit, the
 * slowest step by far, is shared. One batch is in flight at a time on both stores: SQLite has
 * one writer, and on PostgreSQL every intake transaction begins with the people lock, so a
 * second batch in flight would only wait for the first while holding a connection, and split
 * the posts into smaller batches with a commit each.
 */
export function createGroupCommit(store: Store, { maxBatch = 512, maxInFlight = 1 } = {}) {
  let queue: Array<{
    lead: NewLead;
    resolve: (result: StoreResult) => void;
    reject: (error: unknown) => void;
  }> = [];
  let scheduled = false;
  let inFlight = 0;

  function flush() {
    scheduled = false;
    if (queue.length === 0 || inFlight >= maxInFlight) return;
    const batch = queue.length > maxBatch ? queue.splice(0, maxBatch) : queue;
    if (batch === queue) queue = [];
    inFlight++;
    void store
      .storeLeads(batch.map((item) => item.lead))
      .then(
        (results) => {
          batch.forEach((item, index) => item.resolve(results[index] as StoreResult));
        },
        (error: unknown) => {
          // The transaction rolled back: none of the batch is stored, each visitor hears so.
          for (const item of batch) item.reject(error);
        },
      )
      .finally(() => {
        inFlight--;
        if (queue.length > 0) schedule();
      });
    if (queue.length > 0) schedule();
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // After the current poll phase: every request already read joins this batch.
    setImmediate(flush);
  }

  return {
    store: (lead: NewLead) =>
      new Promise<StoreResult>((resolve, reject) => {
        queue.push({ lead, resolve, reject });
        schedule();
      }),
  };
}
