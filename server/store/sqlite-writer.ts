import { Worker } from "node:worker_threads";
import type { NewLead, StoreResult } from "./lead-store";

/**
 * The SQLite store's writes of new leads, on a thread of their own. A durable commit waits for
 * fsync; on the main thread that wait stopped the event loop (a fifth of its time under load,
 * decision 0086). Here the main thread keeps reading and validating posts while the writer
 * commits the previous group; each lead is still acknowledged only after its commit returned.
 * Reads, claims and the desk's writes stay on the main thread's connection (WAL: one writer at
 * a time, readers never wait).
 */
export function startSqliteWriter(databasePath: string) {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve: (value: never) => void; reject: (error: Error) => void }
  >();

  const unavailable = (reason: string) =>
    Object.assign(new Error(`The SQLite writer stopped: ${reason}`), { code: "STORE_UNAVAILABLE" });

  function spawn() {
    const thread = new Worker(new URL("./sqlite-writer-thread.mjs", import.meta.url), {
      workerData: { databasePath },
    });
    thread.unref();
    thread.on(
      "message",
      ({
        id,
        result,
        error,
      }: {
        id: number;
        result: never;
        error?: { message: string; code?: string };
      }) => {
        const call = pending.get(id);
        if (!call) return;
        pending.delete(id);
        if (error) call.reject(Object.assign(new Error(error.message), { code: error.code }));
        else call.resolve(result);
      },
    );
    // A thread that died takes its calls with it (answered 503); the next call starts a new one.
    const stopped = (reason: string) => {
      if (worker === thread) worker = undefined;
      for (const call of pending.values()) call.reject(unavailable(reason));
      pending.clear();
    };
    thread.on("error", (error) => stopped(error.message));
    thread.on("exit", (code) => stopped(`exit ${code}`));
    return thread;
  }

  function call<T>(message: { leads: NewLead[] } | { pragma: string }) {
    return new Promise<T>((resolve, reject) => {
      worker ??= spawn();
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
      worker.postMessage({ ...message, id });
    });
  }

  return {
    storeLeads: (leads: NewLead[]) => call<StoreResult[]>({ leads }),
    /** For fault tests: a pragma (query_only, max_page_count) on the writer's connection. */
    pragma: (pragma: string) => call<unknown>({ pragma }),
    async close() {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
