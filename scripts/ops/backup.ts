/**
 * npm run backup -- <file>
 *
 * Copies the SQLite inbox (DATABASE_PATH or $DATA_DIR/inbox.sqlite) to <file> while the server
 * runs. With DATABASE_URL set the inbox is in PostgreSQL: use pg_dump there.
 */
import path from "node:path";
import { loadConfig } from "@server/config";
import { backupInbox } from "./sqlite-backup";

const [target, ...extra] = process.argv.slice(2);
if (!target || extra.length > 0) {
  console.error("Usage: npm run backup -- <file>   (a new file; it is created 0600)");
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error("The inbox is in PostgreSQL (DATABASE_URL): back it up with pg_dump.");
  process.exit(2);
}
try {
  const { pages } = await backupInbox(config.databasePath, path.resolve(target));
  console.log(`${config.databasePath} copied to ${path.resolve(target)} (${pages} pages).`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
