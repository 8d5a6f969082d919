import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server-process";

/**
 * A real clamd for tests: Debian's clamav-daemon (scripts/quality/ensure-clamav.ts installs it),
 * started on a free port of 127.0.0.1 in a temporary folder. The network is closed, so there is
 * no signature download: its database is one signature of our own, the marker below, which any
 * file holding it is flagged for (a body signature, `.ndb`, for any type of file).
 */
export const clamdPath = process.env.CLAMD_PATH ?? "/usr/sbin/clamd";

/** Bytes that clamd flags as `BriefTest.Marker-1`: the test's "virus". */
export const testVirusMarker = "BRIEF-TEST-VIRUS-7f3a9c";
export const testVirusName = "BriefTest.Marker-1";

/** clamd's answer to PING, or undefined while it does not answer yet. */
const ping = (port: number) =>
  new Promise<string | undefined>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.once("connect", () => socket.write("zPING\0"));
    socket.once("close", () => resolve(answer || undefined));
    socket.once("error", () => resolve(undefined));
  });

export async function startClamd() {
  const dir = await mkdtemp(path.join(tmpdir(), "clamd-"));
  const database = path.join(dir, "db");
  await mkdir(database);
  const hex = Buffer.from(testVirusMarker).toString("hex");
  await writeFile(path.join(database, "brief-test.ndb"), `${testVirusName}:0:*:${hex}\n`);
  const port = await freePort();
  const config = path.join(dir, "clamd.conf");
  await writeFile(
    config,
    [
      "Foreground yes",
      `TCPSocket ${port}`,
      "TCPAddr 127.0.0.1",
      `DatabaseDirectory ${database}`,
      `PidFile ${path.join(dir, "clamd.pid")}`,
      // A brief is at most 10 MB; clamd refuses a longer stream itself.
      "StreamMaxLength 12M",
      "MaxThreads 4",
      "SelfCheck 0",
    ].join("\n"),
  );
  const child = spawn(clamdPath, ["-c", config], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  // clamd loads its database before it listens: ready once it answers PING.
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) break;
    if ((await ping(port))?.startsWith("PONG")) return { port, close };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`clamd (${clamdPath}) did not answer on port ${port} within 60 s`);
}
