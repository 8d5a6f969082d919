/**
 * The secret keys every server on the store shares: the section's interface; each dialect's SQL
 * is beside it (sqlite.ts, postgres.ts).
 */

/** Secret keys every server on this store shares: the time tokens' (by week), the audit log's. */
export interface KeyStore {
  /**
   * The keys named `name` of each of `periods`: a missing one is made from `fresh()` by the
   * first server to ask and read by every other, in one transaction, so all the servers on
   * this store (and the same server after a restart) sign and check with the same keys, however
   * many ask at once. Keys of `name` of periods before `dropBefore` are deleted first.
   */
  sharedKeys(
    name: string,
    periods: readonly number[],
    fresh: () => Buffer,
    dropBefore?: number,
  ): Promise<Map<number, Buffer>>;
}
