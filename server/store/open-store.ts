import type { ServerConfig } from "../config";
import type { Store } from "./store";
import { openSqliteStore } from "./sqlite";

/**
 * The store the configuration names: PostgreSQL when DATABASE_URL is set (several servers share
 * one inbox), else the SQLite file at DATABASE_PATH. The PostgreSQL driver is loaded only then,
 * so the embedded default never pays for it.
 */
export async function openStore(
  config: Pick<ServerConfig, "databasePath" | "databaseUrl">,
  {
    readonly = false,
    serving = false,
  }: {
    readonly?: boolean;
    /** The server's own store (SQLite: checkpoints on a worker thread). */
    serving?: boolean;
  } = {},
): Promise<Store> {
  if (config.databaseUrl) {
    const { openPostgresStore } = await import("./postgres");
    return openPostgresStore(config.databaseUrl, { readonly });
  }
  return openSqliteStore(config.databasePath, { readonly, backgroundCheckpoints: serving });
}
