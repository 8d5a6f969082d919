import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import Fastify from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { openSqliteStore } from "../store/sqlite";
import { hashPassword } from "../sign-in/password";
import { adminPlugin } from "./plugin";

/**
 * 100,000 leads exported through the real SQLite store and a real socket: the export is read
 * as a stream while the heap is sampled. Held in memory, the rows alone would grow the heap by
 * more than the export's size; streamed, the growth stays a small fraction of it.
 */
const count = 100_000;
let dir: string;
let store: Awaited<ReturnType<typeof openSqliteStore>>;
const app = Fastify();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "desk-export-"));
  store = await openSqliteStore(path.join(dir, "inbox.sqlite"));
  const message = `${"A long enough message about a project, ".repeat(8)}end.`;
  for (let start = 0; start < count; start += 10_000)
    await store.storeLeads(
      Array.from({ length: 10_000 }, (_, i) =>
        newLead(
          { deliveries: [] },
          { name: `Lead ${start + i}`, email: `lead${start + i}@example.com`, message },
        ),
      ),
    );
  await store.addOwner("owner@example.com", await hashPassword("export owner password"));
  await app.register(adminPlugin, { store, clientDir: dir });
  await app.listen({ port: 0, host: "127.0.0.1" });
}, 300_000);

// Closing indexes the search trigrams of the leads still pending (the intake leaves them to after
// its commit): after 100,000 stored at once, that took over Vitest's 10 s on a loaded machine (a
// fresh-clone CI).
afterAll(async () => {
  await app.close();
  await store?.close();
  await rm(dir, { recursive: true, force: true });
}, 120_000);

it("streams 100,000 leads as CSV with bounded memory", { timeout: 300_000 }, async () => {
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const signIn = await fetch(`${origin}/admin/api/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: "owner@example.com", password: "export owner password" }),
  });
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

  // What the export keeps alive, not the garbage it leaves for the collector: measured after a GC.
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  gc();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  let bytes = 0;
  let rows = 0;
  let chunks = 0;
  const response = await fetch(`${origin}/admin/api/leads.csv`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    // "\n" alone: a "\r\n" may be split between two chunks.
    rows += decoder.decode(chunk, { stream: true }).split("\n").length - 1;
    if (++chunks % 100 === 0) {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
  }
  const growth = peak - baseline;
  console.info(
    `export: ${rows} lines, ${(bytes / 1e6).toFixed(1)} MB; retained heap growth at most ${(growth / 1e6).toFixed(1)} MB`,
  );
  expect(rows).toBe(count + 1);
  expect(growth).toBeLessThan(bytes * 0.4);
});
