/**
 * Starts the bundled server (server/main.ts) on the build in $BUILD_DIR for a quality check,
 * unless BASE_URL points at a running one.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";

export interface RunningSite {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "localhost", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, server: ChildProcess | undefined) {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (server && server.exitCode !== null)
      throw new Error(`The server exited with code ${server.exitCode} before answering.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server at ${url} did not start within 30 s.`);
}

export async function startSite(options: { port?: number; name: string }): Promise<RunningSite> {
  if (process.env.BASE_URL) {
    const baseUrl = process.env.BASE_URL.replace(/\/+$/, "");
    await waitFor(`${baseUrl}/`, undefined);
    return { baseUrl, stop: async () => {} };
  }
  const port = options.port ?? (await freePort());
  const baseUrl = `http://localhost:${port}`;
  const dataDir = `data/${options.name}-${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "localhost",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: "100000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`${baseUrl}/`, server);
  return {
    baseUrl,
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once("exit", () => resolve());
        server.kill("SIGTERM");
      });
      // The throw-away inbox of this run (nothing is posted to it).
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
