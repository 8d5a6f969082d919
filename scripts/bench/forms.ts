/**
 * Load test of the bundled form endpoint (not part of `npm test`).
 *
 *   npm run bench:forms                          1,000 to warm up, then 5,000 contact submissions
 *                                                over 20 connections
 *   npm run bench:forms -- --amount 20000 --connections 50
 *   npm run bench:forms -- --database postgres   the same run on SQLite, then on PostgreSQL,
 *                                                printed side by side
 *
 * Starts the real server as a child process on a temporary site and a temporary SQLite file (or
 * an embedded PostgreSQL 18 with fsync on, started here, via DATABASE_URL), drives
 * POST /api/forms/contact with autocannon from this process (each request a different lead with
 * its own `_submission` id, so none is a replay), then stops the server and counts the stored
 * rows: every acknowledged (2xx) submission must be stored. The figures are those of the steady
 * state: a first round (`--warmup`, not timed) lets V8 compile the hot path, as a server that has
 * been up for a minute has; its posts are stored and counted too. It also measures the commit floor
 * of the same store (durable single-lead commits per second through storeLead), so the HTTP
 * figures can be read against what storage alone allows. On PostgreSQL it also gives the CPU its
 * processes spent per post, beside the server's.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { cpuSeconds, postContacts, postgresCpuSeconds, startBenchServer } from "./form-poster";
import { startEmbeddedPostgres } from "@tests/support/embedded-postgres";
import { type Store } from "@server/store/store";
import { noAttribution } from "@server/store/intake/intake";
import { openPostgresStore } from "@server/store/postgres";
import { openSqliteStore } from "@server/store/sqlite";

const { values } = parseArgs({
  options: {
    amount: { type: "string", default: "5000" },
    warmup: { type: "string", default: "1000" },
    connections: { type: "string", default: "20" },
    database: { type: "string", default: "sqlite" },
    /** Writes a V8 CPU profile of the server (.cpuprofile) into this directory. */
    "cpu-prof": { type: "string" },
  },
});
if (values.database !== "sqlite" && values.database !== "postgres") {
  console.error("--database takes sqlite or postgres.");
  process.exit(2);
}
const amount = Number(values.amount);
const warmup = Number(values.warmup);
const connections = Number(values.connections);

const dir = await mkdtemp(path.join(tmpdir(), "bench-forms-"));
const page = "<!DOCTYPE html><html><head><title>Bench</title></head><body>ok</body></html>";
await writeFile(path.join(dir, "index.html"), page);
await writeFile(path.join(dir, "404.html"), page);

/** Durable commits per second through the store's own single-lead path, on this disk. */
async function commitFloor(store: Store, count: number) {
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

type Database = "sqlite" | "postgres";
interface Run {
  rows: Array<[string, string]>;
  ok: boolean;
}

/** One full run against one store: the server, the load, the count, the commit floor. */
async function run(database: Database): Promise<Run> {
  const postgres = database === "postgres" ? await startEmbeddedPostgres() : undefined;
  const databasePath = path.join(dir, `inbox-${database}.sqlite`);
  const databaseUrl = postgres ? await postgres.createDatabase("bench") : undefined;
  const openBenchStore = (name: "bench" | "floor") =>
    postgres
      ? name === "bench"
        ? openPostgresStore(databaseUrl as string)
        : postgres.createDatabase("floor").then((url) => openPostgresStore(url))
      : Promise.resolve(
          openSqliteStore(name === "bench" ? databasePath : path.join(dir, "floor.sqlite")),
        );

  const server = await startBenchServer({
    posts: amount + warmup,
    nodeOptions: values["cpu-prof"]
      ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(values["cpu-prof"])}`]
      : [],
    env: {
      SITE_DIR: dir,
      DATABASE_PATH: databasePath,
      DATABASE_URL: databaseUrl ?? "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });

  try {
    console.log(
      database === "sqlite"
        ? `Sending ${amount} contact submissions over ${connections} connections to a WAL SQLite inbox (each acknowledged one fsynced)...`
        : `Sending ${amount} contact submissions over ${connections} connections to PostgreSQL 18 (embedded, fsync on)...`,
    );
    const load = (count: number) => postContacts(server.origin, count, connections);
    const warmRound = warmup > 0 ? await load(warmup) : undefined;
    const warm = warmRound?.result;
    const cpuBefore = await cpuSeconds(server.child.pid);
    const databaseCpu = () => (postgres ? postgresCpuSeconds(postgres.dataDir) : Number.NaN);
    const databaseCpuBefore = await databaseCpu();
    // The load generator shares the 2 cores: its own CPU per request bounds what the bench shows.
    const clientCpuBefore = process.cpuUsage();
    const { result, seconds } = await load(amount);

    const serverCpu = (await cpuSeconds(server.child.pid)) - cpuBefore;
    const postgresCpu = (await databaseCpu()) - databaseCpuBefore;
    const clientCpuUsage = process.cpuUsage(clientCpuBefore);
    const clientCpu = (clientCpuUsage.user + clientCpuUsage.system) / 1e6;
    await server.stop();
    const store = await openBenchStore("bench");
    const stored = await store.countLeads("contact");
    await store.close();

    const floor = await commitFloor(await openBenchStore("floor"), 3000);
    const acknowledged = result["2xx"] + (warm?.["2xx"] ?? 0);
    const rows: Array<[string, string]> = [
      [
        "Warm-up",
        warm
          ? `${warm.requests.total} in ${warmRound?.seconds.toFixed(2)} s (not counted below)`
          : "none",
      ],
      [
        "Requests",
        `${result.requests.total} in ${seconds.toFixed(2)} s (first sent to last answered)`,
      ],
      ["Throughput", `${(result.requests.total / seconds).toFixed(0)} submissions/s`],
      ["Latency p50", `${result.latency.p50} ms`],
      ["Latency p99", `${result.latency.p99} ms`],
      ["Latency max", `${result.latency.max} ms`],
      ["Acknowledged (2xx)", `${acknowledged} (warm-up included)`],
      [
        "Other answers / errors",
        `${result.non2xx + (warm?.non2xx ?? 0)} / ${result.errors + result.timeouts + (warm ? warm.errors + warm.timeouts : 0)}`,
      ],
      ["Stored rows", String(stored)],
      [
        "Server CPU per request",
        `${((serverCpu / result.requests.total) * 1e6).toFixed(0)} µs (${(result.requests.total / serverCpu).toFixed(0)}/s per fully available core)`,
      ],
      [
        "DB CPU per request",
        postgres
          ? `${((postgresCpu / result.requests.total) * 1e6).toFixed(0)} µs (PostgreSQL's processes)`
          : "(in the server's process)",
      ],
      [
        "Client CPU per request",
        `${((clientCpu / result.requests.total) * 1e6).toFixed(0)} µs (autocannon, in this process)`,
      ],
      ["Load average (1 min)", (await readFile("/proc/loadavg", "utf8")).split(" ")[0] ?? "?"],
      ["Commit floor", `${floor.toFixed(0)} durable single-lead commits/s (same store, same run)`],
    ];
    if (acknowledged !== stored)
      console.error(`MISMATCH (${database}): ${acknowledged} acknowledged but ${stored} stored.`);
    return { rows, ok: acknowledged === stored };
  } finally {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await postgres?.stop();
  }
}

try {
  const databases: Database[] =
    values.database === "postgres" ? ["sqlite", "postgres"] : ["sqlite"];
  const runs: Run[] = [];
  for (const database of databases) runs.push(await run(database));
  const width = 58;
  if (runs.length > 1)
    console.log(
      `${"".padEnd(24)}${databases.map((name) => (name === "sqlite" ? "SQLite" : "PostgreSQL").padEnd(width)).join("")}`.trimEnd(),
    );
  for (const [index, [label]] of (runs[0]?.rows ?? []).entries())
    console.log(
      `${label.padEnd(24)}${runs.map((one) => (one.rows[index]?.[1] ?? "").padEnd(width)).join("")}`.trimEnd(),
    );
  if (runs.every((one) => one.ok)) console.log("OK: every acknowledged submission is stored.");
  else process.exitCode = 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
