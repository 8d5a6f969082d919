/**
 * At most `concurrency` password hashes at once, with a bounded wait queue: scrypt runs on
 * libuv's thread pool, which the store's WAL fsync shares (decision 0051), so an unbounded
 * number of sign-ins would queue every lead's fsync behind them. A full queue answers `busy`
 * at once, without hashing. Priority work (a sign-in from a trusted device) has its own small
 * queue served first, so a flood of strangers cannot starve the owner.
 */
export const busy = Symbol("busy");

export interface HashGate {
  run<T>(work: () => Promise<T>, priority?: boolean): Promise<T | typeof busy>;
  /** True when an untrusted attempt would be answered `busy` now. */
  full(): boolean;
}

export function createHashGate({
  concurrency = 1,
  queueLimit = 8,
  priorityQueueLimit = 4,
} = {}): HashGate {
  let running = 0;
  const waiting = { normal: [] as Array<() => void>, priority: [] as Array<() => void> };
  const startNext = () => {
    const start = waiting.priority.shift() ?? waiting.normal.shift();
    if (!start) return;
    running++;
    start();
  };
  return {
    full: () => running >= concurrency && waiting.normal.length >= queueLimit,
    async run(work, priority = false) {
      if (running < concurrency) running++;
      else {
        const queue = priority ? waiting.priority : waiting.normal;
        if (queue.length >= (priority ? priorityQueueLimit : queueLimit)) return busy;
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      try {
        return await work();
      } finally {
        running--;
        startNext();
      }
    },
  };
}
