import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
import { startServerProcess, type ServerProcess } from "@tests/support/server-process";
import { quickPostsAllowed } from "./server-env";

/** A spec's own server, its data folder, and where it listens; read inside the tests. */
export interface OwnServer {
  readonly origin: string;
  readonly dataDir: string;
}

/**
 * Gives the spec a server of its own, started before its tests on an empty data folder (the
 * prefix names it) and stopped after them, for a spec whose visits, leads or publishes the
 * shared server's other specs must not see.
 */
export function serverOfItsOwn(
  prefix: string,
  owner: { email: string; password: string },
): OwnServer {
  let server: ServerProcess | undefined;
  let dataDir = "";
  test.beforeAll(async () => {
    // The server's start (tsx compiling it) takes long on a busy machine.
    test.setTimeout(120_000);
    dataDir = await mkdtemp(path.join(tmpdir(), prefix));
    server = await startServerProcess({
      env: {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: owner.email,
        ADMIN_PASSWORD: owner.password,
        SPAM_ADDRESS_MAX: "100000",
        ...quickPostsAllowed,
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return {
    get origin() {
      if (!server) throw new Error("The spec's server is not started yet.");
      return server.origin;
    },
    get dataDir() {
      return dataDir;
    },
  };
}
