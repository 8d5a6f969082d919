import type { Submission } from "@contracts/forms";
import type { Inbox, StoreOptions, StoreResult } from "../inbox";

/**
 * Group commit: submissions that arrive while the event loop is busy are stored together in one
 * transaction, with one fsync, and each is acknowledged only after that commit returned. Every
 * acknowledged submission is on disk (synchronous=FULL), as with one commit per request, but
 * the fsync, the slowest step by far, is shared (decision 0081).
 */
export function createGroupCommit(inbox: Inbox, { maxBatch = 512 } = {}) {
  let queue: Array<{
    submission: Submission;
    options: StoreOptions;
    resolve: (result: StoreResult) => void;
    reject: (error: unknown) => void;
  }> = [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    const batch = queue.length > maxBatch ? queue.splice(0, maxBatch) : queue;
    if (batch === queue) queue = [];
    if (queue.length > 0) schedule();
    let results: StoreResult[];
    try {
      results = inbox.storeBatch(batch);
    } catch (error) {
      // The transaction rolled back: none of the batch is stored, each visitor hears so.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => item.resolve(results[index] as StoreResult));
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // After the current poll phase: every request already read joins this batch.
    setImmediate(flush);
  }

  return {
    store: (submission: Submission, options: StoreOptions) =>
      new Promise<StoreResult>((resolve, reject) => {
        queue.push({ submission, options, resolve, reject });
        schedule();
      }),
  };
}
