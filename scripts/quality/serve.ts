/**
 * Starts the bundled server (server/main.ts) on the build in $BUILD_DIR for a quality check,
 * unless BASE_URL points at a running one.
 */
import { rm } from "node:fs/promises";
import { freePort, startServerProcess } from "@tests/support/server-process";

export interface RunningSite {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server at ${url} did not start within 30 s.`);
}

export async function startSite(options: {
  port?: number;
  name: string;
  /** The server's data folder (its store), kept after the run; else a throw-away one. */
  dataDir?: string;
}): Promise<RunningSite> {
  if (process.env.BASE_URL) {
    const baseUrl = process.env.BASE_URL.replace(/(?<!\/)\/+$/, "");
    await waitFor(`${baseUrl}/`);
    return { baseUrl, stop: async () => {} };
  }
  const port = options.port ?? (await freePort("localhost"));
  const dataDir = options.dataDir ?? `data/${options.name}-${port}`;
  const server = await startServerProcess({
    port,
    host: "localhost",
    env: { DATA_DIR: dataDir },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return {
    baseUrl: server.origin,
    stop: async () => {
      await server.stop();
      // The throw-away inbox of this run (nothing is posted to it).
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
