/**
 * Events written in batches, one batch at a time, in the order they came (the forms' group commit,
 * for events): whatever arrives while a batch is being written goes into the next one, so the
 * store's commit, the slow step, is shared by many events. The queue is bounded: under more load
 * than the store takes, new events are refused (and counted) rather than held in an ever larger
 * memory.
 */
export interface BatchWriterOptions {
  /** Events written by one call at most. */
  maxBatch?: number;
  /** Events waiting (not yet being written) at most; more are refused. */
  maxQueued?: number;
  /**
   * How long the first event of an idle writer waits for others before their batch is written
   * (ms; 0: only those read in the same turn of the event loop). For events nobody waits for
   * (page views): fewer, larger transactions, each sharing its commit among more events.
   */
  gatherMs?: number;
  /** A batch failed: its events are lost (offer) or were refused to their callers (add). */
  onError?: (error: unknown, count: number) => void;
}

/** Thrown by add() when the queue is full: the event was not taken. */
export class QueueFull extends Error {
  constructor() {
    super("Too many events are waiting to be stored.");
  }
}

interface Queued<T> {
  item: T;
  /** Only for events whose sender waits for their commit (add). */
  settle?: { resolve: () => void; reject: (error: unknown) => void };
}

export function batchWriter<T>(
  write: (items: T[]) => Promise<void>,
  { maxBatch = 1000, maxQueued = 20_000, gatherMs = 0, onError }: BatchWriterOptions = {},
) {
  let queue: Array<Queued<T>> = [];
  let writing = false;
  let scheduled = false;
  /** The gathering window's timer, while one is open. */
  let gathering: ReturnType<typeof setTimeout> | undefined;
  /** Events taken so far, and those whose batch has finished (written or failed). */
  let taken = 0;
  let finished = 0;
  const counts = { dropped: 0, failed: 0 };
  const waiters: Array<{ upTo: number; resolve: () => void }> = [];

  function wakeWaiters() {
    for (let index = waiters.length - 1; index >= 0; index--) {
      const waiter = waiters[index] as (typeof waiters)[number];
      if (waiter.upTo > finished) continue;
      waiters.splice(index, 1);
      waiter.resolve();
    }
  }

  function flush() {
    scheduled = false;
    if (gathering !== undefined) clearTimeout(gathering);
    gathering = undefined;
    if (writing || queue.length === 0) return;
    const batch = queue.length > maxBatch ? queue.splice(0, maxBatch) : queue;
    if (batch === queue) queue = [];
    writing = true;
    void (async () => write(batch.map((queued) => queued.item)))()
      .then(
        () => {
          for (const queued of batch) queued.settle?.resolve();
        },
        (error: unknown) => {
          counts.failed += batch.length;
          onError?.(error, batch.length);
          for (const queued of batch) queued.settle?.reject(error);
        },
      )
      .finally(() => {
        writing = false;
        finished += batch.length;
        wakeWaiters();
        if (queue.length > 0) schedule(false);
      });
  }

  /** `gather`: an idle writer's first event; what queued during a write has waited enough. */
  function schedule(gather: boolean) {
    if (scheduled) return;
    scheduled = true;
    if (gather && gatherMs > 0) gathering = setTimeout(flush, gatherMs);
    // After the current poll phase: every request already read joins this batch.
    else setImmediate(flush);
  }

  function take(queued: Queued<T>) {
    if (queue.length >= maxQueued) {
      counts.dropped++;
      return false;
    }
    queue.push(queued);
    taken++;
    // A full batch does not wait for the rest of its window.
    if (gathering !== undefined && queue.length >= maxBatch) flush();
    else schedule(!writing);
    return true;
  }

  return {
    /** Queues an event nobody waits for; false when the queue was full (it is dropped). */
    offer: (item: T) => take({ item }),
    /** Queues an event and settles once its batch is committed (QueueFull when full). */
    add: (item: T) =>
      new Promise<void>((resolve, reject) => {
        if (!take({ item, settle: { resolve, reject } })) reject(new QueueFull());
      }),
    /**
     * Settles once every event queued before this call has been written (or has failed); a
     * gathering batch is written at once (a server stopping does not wait for its window).
     */
    settled(): Promise<void> {
      const upTo = taken;
      if (finished >= upTo) return Promise.resolve();
      if (gathering !== undefined) flush();
      return new Promise((resolve) => waiters.push({ upTo, resolve }));
    },
    /** Events dropped for a full queue, and lost with a failed batch, since the start. */
    counts: () => ({ ...counts, waiting: queue.length }),
  };
}
