import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { createServer } from "node:net";

/**
 * The real server as a child process, for the tests, benches and audits that need it whole
 * (a SIGKILL, two servers on one database, a load generator in another process).
 */

/** A port nobody listens on right now. */
export const freePort = (host = "127.0.0.1") =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  origin: string;
  port: number;
  child: ChildProcess;
  /** The exit code, or null when a signal ended it. */
  exited: Promise<number | null>;
  /** SIGTERM (graceful) and the wait for the exit. */
  stop(): Promise<number | null>;
}

export async function startServerProcess({
  env = {},
  port,
  host = "127.0.0.1",
  nodeOptions = [],
  stdio = "ignore",
}: {
  env?: Record<string, string>;
  /** A free one when not given. */
  port?: number;
  host?: string;
  /** Extra options for node, e.g. --cpu-prof. */
  nodeOptions?: string[];
  stdio?: StdioOptions;
} = {}): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort(host));
  const child = spawn(process.execPath, [...nodeOptions, "--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: host,
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000",
      SMTP_HOST: "",
      ...env,
    },
    stdio,
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const origin = `http://${host}:${listenPort}`;
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return exited;
  };
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, port: listenPort, child, exited, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`The server at ${origin} did not start within 30 s.`);
}
