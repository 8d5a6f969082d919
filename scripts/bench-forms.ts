/**
 * Load test of the bundled form endpoint (not part of `npm test`).
 *
 *   npm run bench:forms                          5,000 contact submissions over 20 connections
 *   npm run bench:forms -- --amount 20000 --connections 50
 *
 * Starts the real server as a child process on a temporary site and a temporary SQLite file,
 * drives POST /api/forms/contact with autocannon from this process (each request a different
 * lead with its own `_submission` id, so none is a replay), then stops the server and counts
 * the stored rows: every acknowledged (2xx) submission must be stored. It also measures the
 * SQLite commit floor on the same disk (durable single-row commits per second, the inbox's own
 * store path), so the HTTP figures can be read against what storage alone allows.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { noAttribution } from "../server/store/lead-store";
import { openSqliteStore } from "../server/store/sqlite-store";

const { values } = parseArgs({
  options: {
    amount: { type: "string", default: "5000" },
    connections: { type: "string", default: "20" },
  },
});
const amount = Number(values.amount);
const connections = Number(values.connections);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

const dir = await mkdtemp(path.join(tmpdir(), "bench-forms-"));
const databasePath = path.join(dir, "inbox.sqlite");
const page = "<!DOCTYPE html><html><head><title>Bench</title></head><body>ok</body></html>";
await writeFile(path.join(dir, "index.html"), page);
await writeFile(path.join(dir, "404.html"), page);

// The body a browser's fetch(FormData) sends for a typical contact message; the id and the
// message differ per request, as they do between real visitors.
const boundary = "----benchBoundary5Rk2Jx8QmZ";
let sequence = 0;
function nextBody() {
  sequence++;
  const fields = {
    name: "Bench Visitor",
    email: "bench@example.com",
    phone: "+92 300 1234567",
    message: `We are planning a new e-commerce site with about 300 products (${sequence}) and would like a quote and a timeline.`,
    _submission: `bench-${process.pid}-${sequence}`,
  };
  return `${Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("")}--${boundary}--\r\n`;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
async function cpuSeconds(pid: number | undefined) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Durable commits per second through the store's own single-lead path, on this disk. */
async function commitFloor(count: number) {
  const store = openSqliteStore(path.join(dir, "floor.sqlite"));
  const started = process.hrtime.bigint();
  for (let index = 0; index < count; index++)
    await store.storeLead({
      submission: {
        form: "contact",
        name: "Floor",
        email: "floor@example.com",
        phone: null,
        service: null,
        message: `floor ${index}`,
        subject: null,
        replyTo: null,
        next: null,
      },
      attribution: noAttribution,
      status: "new",
      spamReason: null,
      submissionKey: `floor-${index}`,
      deliveries: [],
      duplicateWindowMs: 600_000,
      now: new Date(),
    });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await store.close();
  return count / seconds;
}

const port = await freePort();
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_DIR: dir,
    DATABASE_PATH: databasePath,
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: String(amount * 10),
    SMTP_HOST: "",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const serverExit = new Promise<number | null>((resolve) => server.once("exit", resolve));

try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      if (attempt > 150) throw new Error("the server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  console.log(
    `Sending ${amount} contact submissions over ${connections} connections to a WAL + synchronous=FULL SQLite inbox...`,
  );
  const cpuBefore = await cpuSeconds(server.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/forms/contact`,
    connections,
    amount,
    requests: [
      {
        method: "POST",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          accept: "application/json",
        },
        setupRequest: (request: autocannon.Request) => ({ ...request, body: nextBody() }),
      },
    ],
  });

  const serverCpu = (await cpuSeconds(server.pid)) - cpuBefore;
  server.kill("SIGTERM");
  await serverExit;
  const store = openSqliteStore(databasePath);
  const stored = await store.countLeads("contact");
  await store.close();

  const floor = await commitFloor(3000);
  const acknowledged = result["2xx"];
  const rows: Array<[string, string]> = [
    ["Requests", `${result.requests.total} in ${result.duration.toFixed(1)} s`],
    ["Throughput", `${result.requests.average.toFixed(0)} submissions/s (mean)`],
    ["Latency p50", `${result.latency.p50} ms`],
    ["Latency p99", `${result.latency.p99} ms`],
    ["Latency max", `${result.latency.max} ms`],
    ["Acknowledged (2xx)", String(acknowledged)],
    ["Other answers / errors", `${result.non2xx} / ${result.errors + result.timeouts}`],
    ["Stored rows", String(stored)],
    [
      "Server CPU per request",
      `${((serverCpu / result.requests.total) * 1e6).toFixed(0)} µs (${(result.requests.total / serverCpu).toFixed(0)}/s per fully available core)`,
    ],
    ["Load average (1 min)", (await readFile("/proc/loadavg", "utf8")).split(" ")[0] ?? "?"],
    ["SQLite commit floor", `${floor.toFixed(0)} durable commits/s (same disk, same run)`],
  ];
  for (const [label, value] of rows) console.log(`${label.padEnd(24)}${value}`);
  if (acknowledged !== stored) {
    console.error(`MISMATCH: ${acknowledged} acknowledged but ${stored} stored.`);
    process.exitCode = 1;
  } else {
    console.log("OK: every acknowledged submission is stored.");
  }
} finally {
  if (server.exitCode === null) server.kill("SIGKILL");
  await rm(dir, { recursive: true, force: true });
}
