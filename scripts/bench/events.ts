/**
 * Ingest benchmark of visits (not part of `npm test`): page views counted as pages are served,
 * and beacons stored before they are answered.
 *
 *   npm run bench:events                       10 s of page views and beacons, half each, over
 *                                              20 connections, after a 2 s warm-up, on SQLite
 *   npm run bench:events -- --postgres         the same on an embedded PostgreSQL (fsync on)
 *   npm run bench:events -- --seconds 30 --connections 50
 *   npm run bench:events -- --profile          also writes a CPU profile of the server it starts
 *                                              (a .cpuprofile in bench-profiles/, for DevTools)
 *   npm run bench:events -- --overview         the Overview's query bench instead
 *                                              (scripts/bench/events-overview.ts, its options)
 *
 * Starts the real server as a child process on 127.0.0.1 (a free port) with a temporary site
 * and store, drives it with autocannon from this process (each request from another client
 * address, through a trusted X-Forwarded-For, so each is another visitor), stops it (its page
 * views still queued are written on the way out), then counts the stored rows: every beacon
 * answered 204 must be stored; page views, never waited for, may be dropped under overload,
 * and how many were is printed. Prints events/s, latency p50/p99, the CPU per event of the server
 * (and of PostgreSQL's processes) and the machine's load.
 */
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { beaconPath } from "@contracts/visits";
import { startEmbeddedPostgres } from "@tests/support/embedded-postgres";
import { startServerProcess } from "@tests/support/server-process";
import { cpuSeconds, postgresCpuSeconds } from "./form-poster";
import type { Store } from "@server/store/store";
import { openPostgresStore } from "@server/store/postgres";
import { openSqliteStore } from "@server/store/sqlite";

// The Overview's bench is a script of its own (its own options), run whole in a child process.
if (process.argv.includes("--overview")) {
  const overview = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(import.meta.dirname, "events-overview.ts"),
      ...process.argv.slice(2).filter((arg) => arg !== "--overview"),
    ],
    { stdio: "inherit" },
  );
  process.exit(overview.status ?? 1);
}

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "20" },
    postgres: { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
  },
});
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const connections = Number(values.connections);

const browser =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
/** What a browser asks pages with: the server then sends its brotli, as it does to visitors. */
const acceptEncoding = "gzip, deflate, br, zstd";
const pages = ["/", "/services", "/contact-us"];

const dir = await mkdtemp(path.join(tmpdir(), "bench-events-"));
const siteDir = path.join(dir, "site");
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>${"<p>Text of the page.</p>".repeat(200)}</body></html>`;
await mkdir(siteDir);
await writeFile(path.join(siteDir, "index.html"), page("Home"));
await writeFile(path.join(siteDir, "404.html"), page("Not found"));
for (const route of pages.slice(1)) {
  await mkdir(path.join(siteDir, route));
  await writeFile(path.join(siteDir, route, "index.html"), page(route));
}

const postgres = values.postgres ? await startEmbeddedPostgres() : undefined;
const databasePath = path.join(dir, "data", "inbox.sqlite");
const openStore = (): Promise<Store> | Store =>
  postgres ? openPostgresStore(postgres.url, { poolSize: 2 }) : openSqliteStore(databasePath);

const profileDir = path.resolve("bench-profiles");
const server = await startServerProcess({
  nodeOptions: values.profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  env: {
    SITE_DIR: siteDir,
    DATA_DIR: path.join(dir, "data"),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    TRUST_PROXY: "127.0.0.1",
    BEACON_RATE_LIMIT_MAX: "100000000",
    // The bench measures what the store takes, not the per-client limit: none in effect.
    PAGE_VIEW_RATE_LIMIT_MAX: "100000000",
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

let client = 0;
/**
 * The next request's client: 4,096 addresses in turn (fewer than the server's view limit
 * tracks in a minute), each request with a user agent of its own, so that each page view is
 * still another visitor's.
 */
const nextAddress = () => {
  client++;
  return `10.0.${(client >> 8) & 15}.${client & 255}`;
};

/** One round over `duration` seconds; counts the beacons answered 204. */
function round(duration: number) {
  let beaconsAcknowledged = 0;
  let pagesServed = 0;
  return new Promise<{
    result: autocannon.Result;
    beaconsAcknowledged: number;
    pagesServed: number;
  }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.origin,
        connections,
        duration,
        requests: [
          {
            method: "GET",
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              path: `${pages[client % pages.length]}?utm_campaign=bench`,
              headers: {
                "user-agent": `${browser} Bench/${client}`,
                "accept-encoding": acceptEncoding,
                "x-forwarded-for": nextAddress(),
              },
            }),
            onResponse: (status: number) => {
              if (status === 200) pagesServed++;
            },
          },
          {
            method: "POST",
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              path: beaconPath,
              headers: {
                "user-agent": browser,
                "accept-encoding": acceptEncoding,
                "x-forwarded-for": nextAddress(),
                "content-type": "text/plain;charset=UTF-8",
              },
              body: JSON.stringify({
                path: pages[client % pages.length],
                lcp: 1800.5,
                inp: 72,
                cls: 0.03,
                fcp: 950,
                ttfb: 180,
                timeOnPageMs: 21_000,
              }),
            }),
            onResponse: (status: number) => {
              if (status === 204) beaconsAcknowledged++;
            },
          },
        ],
      },
      (error, result) =>
        error ? reject(error) : resolve({ result, beaconsAcknowledged, pagesServed }),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

try {
  const warm = await round(warmupSeconds);
  // CPU per event, of the server and of PostgreSQL's processes: what the load of the machine
  // (shared with other work) changes least, where events/s moves with it.
  const databaseCpu = () => (postgres ? postgresCpuSeconds(postgres.dataDir) : Number.NaN);
  const [serverCpuBefore, databaseCpuBefore] = [
    await cpuSeconds(server.child.pid),
    await databaseCpu(),
  ];
  const timed = await round(seconds);
  const serverCpu = (await cpuSeconds(server.child.pid)) - serverCpuBefore;
  const postgresCpu = (await databaseCpu()) - databaseCpuBefore;
  // SIGTERM: the server writes what it still holds, then exits.
  await server.stop();
  const store = await openStore();
  const stored = await store.countVisitEvents();
  await store.close();

  const { result } = timed;
  const acknowledged = warm.beaconsAcknowledged + timed.beaconsAcknowledged;
  const served = warm.pagesServed + timed.pagesServed;
  const events = timed.beaconsAcknowledged + timed.pagesServed;
  const lines = [
    `bench:events on ${postgres ? "PostgreSQL (embedded, fsync on)" : "SQLite"}: ${connections} connections, ${seconds} s after ${warmupSeconds} s warm-up`,
    `  load average      ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")} (1, 5, 15 min) on ${(await import("node:os")).cpus().length} cores`,
    `  events/s          ${(events / seconds).toFixed(0)} (page views served + beacons stored, 2xx only)`,
    `  latency           p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    `  CPU per event     ${((serverCpu / events) * 1e6).toFixed(0)} µs (server)${postgres ? `, ${((postgresCpu / events) * 1e6).toFixed(0)} µs (PostgreSQL's processes)` : ""}`,
    `  non-2xx answers   ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    `  beacons           ${acknowledged} acknowledged, ${stored.beacons} stored`,
    // Requests still in flight when a round ended are stored but were never counted as answered.
    `  page views        ${served} served, ${stored.pageViews} stored (${Math.max(0, served - stored.pageViews)} dropped under load)`,
  ];
  if (values.profile) lines.push(`  cpu profile       of the server, in ${profileDir}`);
  console.log(lines.join("\n"));
  if (stored.beacons < acknowledged) {
    console.error(`FAIL: ${acknowledged - stored.beacons} acknowledged beacons are not stored.`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  await postgres?.stop();
  await rm(dir, { recursive: true, force: true });
}
