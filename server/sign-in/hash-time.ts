/**
 * How long a password check takes, averaged over the recent ones (decision 0165). A sign-in for
 * an e-mail that has no account waits this long instead of hashing: its answer comes when a
 * wrong password's would, and an outsider cannot make the server run scrypt with addresses it
 * made up.
 */
export function createHashTime(firstMs: number) {
  let averageMs = firstMs;
  return {
    /**
     * Runs a check (the gate's wait included) and adds its time to the average, unless it
     * answered `skipped` (the gate was full: no check ran, so its time says nothing).
     */
    async timed<T, S>(check: () => Promise<T | S>, skipped: S): Promise<T | S> {
      const started = performance.now();
      const result = await check();
      if (result !== skipped) averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
      return result;
    },
    /** Waits as long as a check takes on average. */
    wait: () => new Promise<void>((resolve) => setTimeout(resolve, averageMs)),
  };
}
