import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess } from "@tests/support/server-process";
import { makeSite } from "@tests/support/test-server";
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresServer,
} from "@tests/support/embedded-postgres";

/**
 * Two real server processes behind an imaginary load balancer, one PostgreSQL (durable, fsync
 * on): both take posts at the same time, and every post either server acknowledged is stored
 * exactly once, including the same submission sent to both servers at once.
 */

let postgres: EmbeddedPostgresServer;
let site: Awaited<ReturnType<typeof makeSite>>;
const children: ChildProcess[] = [];

async function startServer(databaseUrl: string) {
  const server = await startServerProcess({
    env: { SITE_DIR: site.dir, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
  });
  children.push(server.child);
  return server.origin;
}

beforeAll(async () => {
  site = await makeSite();
  postgres = await startEmbeddedPostgres();
}, 120_000);
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await postgres?.stop();
  await site?.cleanup();
}, 60_000);

describe("two servers on one PostgreSQL", () => {
  it("lose no acknowledged post and store each submission once", { timeout: 180_000 }, async () => {
    // Both start at once: the migration runs once, under its advisory lock.
    const servers = await Promise.all([startServer(postgres.url), startServer(postgres.url)]);
    const perServer = 300;
    const shared = 50;
    const acknowledged = new Map<string, number>();

    const post = async (origin: string, key: string) => {
      const body = new URLSearchParams({
        name: "Parallel Visitor",
        email: "parallel@example.org",
        message: `Lead ${key}`,
        _submission: key,
      });
      const response = await fetch(`${origin}/api/forms/contact`, {
        method: "POST",
        body,
        headers: { accept: "application/json" },
      });
      await response.arrayBuffer();
      if (response.status === 200) acknowledged.set(key, (acknowledged.get(key) ?? 0) + 1);
      return response.status;
    };
    // Ten clients per server, each sending its share in turn; the first `shared` keys are
    // sent to both servers at the same moment (a retry that went to the other instance).
    const jobs = servers.map((origin, server) =>
      Array.from({ length: perServer }, (_, index) =>
        index < shared ? `shared-${index}` : `server${server}-${index}`,
      ).map((key) => () => post(origin, key)),
    );
    const statuses: number[] = [];
    await Promise.all(
      jobs.flatMap((queue) =>
        Array.from({ length: 10 }, async () => {
          for (let job = queue.shift(); job; job = queue.shift()) statuses.push(await job());
        }),
      ),
    );

    expect(statuses).toHaveLength(2 * perServer);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const client = new pg.Client(postgres.url);
    await client.connect();
    try {
      const { rows } = await client.query<{ submission_key: string; copies: string }>(
        "SELECT submission_key, count(*) AS copies FROM submissions GROUP BY submission_key",
      );
      const stored = new Map(rows.map((row) => [row.submission_key, Number(row.copies)]));
      const missing = [...acknowledged.keys()].filter((key) => !stored.has(key));
      const doubled = [...stored].filter(([, copies]) => copies !== 1);
      expect(missing).toEqual([]);
      expect(doubled).toEqual([]);
      expect(stored.size).toBe(2 * perServer - shared);
      // Each shared key was acknowledged by both servers, and stored once.
      expect(acknowledged.get("shared-0")).toBe(2);
    } finally {
      await client.end();
    }
  });
});
