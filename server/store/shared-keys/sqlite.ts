import type { KeyStore } from "./shared-keys";
import type { SqliteContext } from "../database/sqlite";

/**
 * Shared keys on SQLite, in one transaction begun immediate: a second connection asking for
 * the same key at once waits for the first's commit and then reads the key it made.
 */
export function sqliteKeys({ db, statement }: SqliteContext): KeyStore {
  const dropBefore = statement("DELETE FROM shared_keys WHERE name = ? AND period < ?");
  const add = statement(
    "INSERT INTO shared_keys (name, period, secret) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
  );
  const read = statement("SELECT secret FROM shared_keys WHERE name = ? AND period = ?");
  const keysOf = db.transaction(
    (name: string, periods: readonly number[], fresh: () => Buffer, before?: number) => {
      if (before !== undefined) dropBefore().run(name, before);
      const keys = new Map<number, Buffer>();
      for (const period of periods) {
        add().run(name, period, fresh());
        keys.set(period, (read().get(name, period) as { secret: Buffer }).secret);
      }
      return keys;
    },
  );
  return {
    async sharedKeys(name, periods, fresh, before) {
      return keysOf.immediate(name, periods, fresh, before);
    },
  };
}
