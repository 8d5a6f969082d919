// The SQLite writer thread started by server/store/sqlite-writer.ts. A worker thread does not
// inherit the parent's TypeScript loader, so this plain module registers it, then opens its own
// connection to the same file and stores the batches it is sent.
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { openSqliteStore } = await import("./sqlite-store.ts");
const store = openSqliteStore(workerData.databasePath);

parentPort.on("message", async ({ id, leads, pragma }) => {
  try {
    const result = pragma === undefined ? await store.storeLeads(leads) : store.db.pragma(pragma);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: { message: String(error?.message ?? error), code: error?.code },
    });
  }
});
