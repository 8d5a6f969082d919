import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "./store/sqlite";
import { startServerProcess } from "@tests/support/server-process";
import { makeSite } from "@tests/support/test-server";

/**
 * The server runs as a real child process on a real SQLite file. It is killed with SIGKILL
 * (no chance to flush anything) while submissions are still arriving; after a restart every
 * submission that was answered 200 must be in the database.
 */

let site: Awaited<ReturnType<typeof makeSite>>;
let databasePath: string;
const children: ChildProcess[] = [];

async function startChild(port?: number) {
  const server = await startServerProcess({
    port,
    env: { SITE_DIR: site.dir, DATABASE_PATH: databasePath, LOG_LEVEL: "silent" },
  });
  children.push(server.child);
  return server;
}

beforeAll(async () => {
  site = await makeSite();
  databasePath = path.join(site.dir, "data", "durability.sqlite");
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await site?.cleanup();
});

describe("durability", () => {
  it("keeps every acknowledged submission across a SIGKILL", { timeout: 60_000 }, async () => {
    const { child, exited, port } = await startChild();
    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    let eightyAcknowledged = () => {};
    const eighty = new Promise<void>((resolve) => (eightyAcknowledged = resolve));

    // Eight clients send as fast as they can until the server dies under them.
    const client = async (clientId: number) => {
      while (!killed) {
        const marker = `durability ${clientId}-${sent++}`;
        const body = new FormData();
        body.append("name", "Durable Visitor");
        body.append("email", "durable@example.com");
        body.append("message", marker);
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/forms/contact`, {
            method: "POST",
            body,
            headers: { accept: "application/json" },
          });
          if (response.status === 200) {
            acknowledged.push(marker);
            // Killed at this moment, while the clients are still sending.
            if (acknowledged.length === 80) eightyAcknowledged();
          }
        } catch {
          // the server was killed while this request was in flight
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, id) => client(id));
    await eighty;
    child.kill("SIGKILL");
    killed = true;
    expect(await exited).toBeNull();
    await Promise.all(clients);
    expect(acknowledged.length).toBeGreaterThanOrEqual(80);

    // Restart on the same file: it opens, recovers the WAL and serves again.
    const restarted = await startChild(port);
    const body = new FormData();
    body.append("name", "After Restart");
    body.append("email", "after@example.com");
    const after = await fetch(`http://127.0.0.1:${port}/api/forms/contact`, {
      method: "POST",
      body,
      headers: { accept: "application/json" },
    });
    expect(after.status).toBe(200);
    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);

    const store = openSqliteStore(databasePath);
    try {
      const messages = new Set<string | null>();
      for await (const lead of store.streamLeads({ form: "contact" })) messages.add(lead.message);
      const missing = acknowledged.filter((marker) => !messages.has(marker));
      expect(missing).toEqual([]);
      expect(messages.has(null)).toBe(true); // the one sent after the restart
    } finally {
      await store.close();
    }
  });
});
