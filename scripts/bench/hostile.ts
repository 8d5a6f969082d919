/**
 * The form benchmark under attack, to see what outsiders' requests cost the visitors' posts
 * (not part of `npm test`):
 *
 *   npm run bench:hostile
 *   npm run bench:hostile -- --amount 3000 --connections 20 --attack-seconds 20
 *
 * Starts the real server as a child process (temporary site and SQLite inbox, an owner seeded
 * through the owners API, TRUST_PROXY=loopback as behind a reverse proxy on the same machine, so
 * forged X-Forwarded-For addresses count as distinct clients: the worst case), then runs the
 * form benchmark twice on the same server: alone, and while it is attacked at once by
 *   - GETs of `/x` + 16,000 slashes + `x` (a long path, refused before any handler reads it),
 *   - a sign-in flood with wrong passwords from varied addresses (IPv4 and one IPv6 /64),
 *   - trickled (slowloris) bodies: sockets that send a byte every half second,
 *   - oversized bodies (1 MiB posts to the form endpoint).
 * Every attack is bounded in count and in time and goes to 127.0.0.1 of this server only. Each
 * run also times two sign-ins with the right password: the owner's browser, which signed in
 * before (the first run's sign-in gives it the desk's device cookie), and a stranger's, from an
 * address and browser the desk has never seen. Both runs are printed side by side, with every
 * acknowledged post checked against the stored rows. Each run also prints what it did to the
 * Overview: today's visitors before and after, the bytes the visits' tables and the whole
 * database grew by (SQLite's dbstat), and the time of GET /admin/api/overview for the last 365
 * days once the run is over. `--attacks long-path,sign-in` runs some attacks only, to see what
 * each one costs; `--cpu-prof DIR` writes the server's V8 profile.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { addDays, today } from "@server/overview/site-days";
import { addOwner } from "@server/sign-in/owners";
import { openSqliteStore } from "@server/store/sqlite";
import { cpuSeconds, postContacts, startBenchServer } from "./form-poster";

const { values } = parseArgs({
  options: {
    amount: { type: "string", default: "3000" },
    warmup: { type: "string", default: "500" },
    connections: { type: "string", default: "20" },
    "attack-seconds": { type: "string", default: "30" },
    attacks: { type: "string", default: "page-views,long-path,sign-in,trickle,oversized" },
    /** Writes a V8 CPU profile of the server (.cpuprofile) into this directory. */
    "cpu-prof": { type: "string" },
  },
});
const amount = Number(values.amount);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const attackMs = Number(values["attack-seconds"]) * 1000;
const attacksRun = new Set(values.attacks.split(","));
const attackerScript = fileURLToPath(new URL("attacker.ts", import.meta.url));

const owner = { email: "owner@bench.example", password: "a long bench pass phrase" };
const dir = await mkdtemp(path.join(tmpdir(), "bench-hostile-"));
const page = "<!DOCTYPE html><html><head><title>Bench</title></head><body>ok</body></html>";
await writeFile(path.join(dir, "index.html"), page);
await writeFile(path.join(dir, "404.html"), page);
const databasePath = path.join(dir, "inbox.sqlite");
const seedStore = openSqliteStore(databasePath);
await addOwner(seedStore, owner.email, owner.password);
await seedStore.close();

const server = await startBenchServer({
  posts: warmup + 2 * amount,
  env: { SITE_DIR: dir, DATABASE_PATH: databasePath, TRUST_PROXY: "loopback" },
  nodeOptions: values["cpu-prof"]
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(values["cpu-prof"])}`]
    : [],
  stdio: ["ignore", "ignore", "inherit"],
});

interface Attacks {
  pageViews: string;
  longPath: string;
  signIns: string;
  trickles: string;
  oversized: string;
}

/**
 * The attack runs in a process of its own (scripts/bench/attacker.ts), so that the attackers'
 * work does not delay the measured poster's event loop in this one: what the poster sees is the
 * server's answer time, not this script's.
 */
function attack(deadline: number) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", attackerScript, server.origin, String(deadline), [...attacksRun].join(",")],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // The attacker's own CPU, read just before it exits: on this machine it competes with the
  // server and the poster for the same cores, which a remote attacker would not.
  let cpu = Number.NaN;
  const sampler = setInterval(() => void cpuSeconds(child.pid).then((s) => (cpu = s || cpu)), 100);
  const done = new Promise<Attacks & { cpu: number }>((resolve, reject) =>
    child.on("exit", (code) => {
      clearInterval(sampler);
      if (code === 0) resolve({ ...(JSON.parse(output) as Attacks), cpu });
      else reject(new Error(`attacker: ${code}`));
    }),
  );
  return { done };
}

/** The owner's browser: the device cookie its last sign-in was given, and its session. */
let ownerDevice = "";
let ownerSession = "";

/**
 * Time until the desk lets the owner in (retrying a 429 after its wait), from the owner's
 * browser (with its device cookie, once it has one) or from a stranger's.
 */
async function ownerSignIn(from: "owner's browser" | "stranger") {
  const started = performance.now();
  const device = from === "owner's browser" ? ownerDevice : "";
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${server.origin}/admin/api/session`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": from === "stranger" ? "192.0.2.77" : "192.0.2.10",
        ...(device ? { cookie: device } : {}),
      },
      body: JSON.stringify(owner),
    });
    if (response.ok) {
      const cookie = (name: string) =>
        response.headers
          .getSetCookie()
          .find((set) => set.startsWith(`${name}=`))
          ?.split(";")[0] ?? "";
      if (from === "owner's browser") {
        ownerDevice ||= cookie("desk_device");
        ownerSession = cookie("desk_session");
      }
      return `${(performance.now() - started).toFixed(0)} ms`;
    }
    if (response.status !== 429) return `refused (${response.status})`;
    const wait = Math.min(Number(response.headers.get("retry-after") ?? 1), 5);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
  return `not in after ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/** The visits' tables (and their indexes): what a page-view flood can make grow. */
const visitTables = [
  "page_views",
  "beacons",
  "day_visitors",
  "day_keys",
  "day_visitor_pages",
  "live_day_figures",
  "live_visits",
  "live_pages",
  "live_vitals",
];

/** Bytes of the visits' tables and of the whole database, read beside the running server. */
function databaseBytes() {
  const db = new Database(databasePath, { readonly: true });
  try {
    const visits = db
      .prepare(
        `SELECT sum(pgsize) FROM dbstat WHERE name IN (SELECT name FROM sqlite_schema
           WHERE tbl_name IN (SELECT value FROM json_each(?)))`,
      )
      .pluck()
      .get(JSON.stringify(visitTables)) as number;
    const pages = db.pragma("page_count", { simple: true }) as number;
    const pageSize = db.pragma("page_size", { simple: true }) as number;
    return { visits, total: pages * pageSize };
  } finally {
    db.close();
  }
}

/** The Overview as the owner's desk asks for it, and how long it took. */
async function overview(from: string, to: string) {
  const started = performance.now();
  const response = await fetch(`${server.origin}/admin/api/overview?from=${from}&to=${to}`, {
    headers: { cookie: [ownerDevice, ownerSession].filter(Boolean).join("; ") },
  });
  if (!response.ok) throw new Error(`overview: ${response.status}`);
  const body = (await response.json()) as { totals: { visitors: number } };
  return { ms: performance.now() - started, visitors: body.totals.visitors };
}

/** Today's visitors, and the Overview of the last 365 days timed five times (median, max). */
async function overviewFigures() {
  const day = today();
  const { visitors } = await overview(day, day);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push((await overview(addDays(day, -364), day)).ms);
  times.sort((a, b) => a - b);
  return { visitors, median: times[2] ?? Number.NaN, max: times[4] ?? Number.NaN };
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

type Rows = Array<[string, string]>;
async function benchmark(attacked: boolean): Promise<{ rows: Rows; acknowledged: number }> {
  const deadline = Date.now() + attackMs;
  // The server's CPU time is what the machine's load changes least: the attack's cost per request.
  const cpuBefore = await cpuSeconds(server.child.pid);
  const bytesBefore = databaseBytes();
  // Before the first run's sign-in there is no session to ask with, and no page view yet.
  const visitorsBefore = ownerSession ? (await overviewFigures()).visitors : 0;
  const attacks = attacked ? attack(deadline) : undefined;
  // The attack is under way before the measured posts start.
  if (attacks) await new Promise((resolve) => setTimeout(resolve, 1000));
  // The owner's browser signs in before the stranger, so that the first run gives it its cookie.
  const signIns = ownerSignIn("owner's browser").then(async (owner) => [
    owner,
    await ownerSignIn("stranger"),
  ]);
  const { result, seconds } = await postContacts(server.origin, amount, connections);
  const [ownerTime = "", strangerTime = ""] = await signIns;
  const rows: Rows = [
    ["Posts", `${result.requests.total} in ${seconds.toFixed(2)} s`],
    ["Throughput", `${(result.requests.total / seconds).toFixed(0)} submissions/s`],
    ["Latency p50", `${result.latency.p50} ms`],
    ["Latency p99", `${result.latency.p99} ms`],
    ["Latency max", `${result.latency.max} ms`],
    ["Acknowledged (2xx)", String(result["2xx"])],
    [
      "Other answers / errors",
      `${result.non2xx} / ${result.errors} (${result.timeouts} timed out)`,
    ],
    ["Owner signs in", ownerTime],
    ["A stranger signs in", strangerTime],
  ];
  const tallies = await attacks?.done;
  const serverCpu = (await cpuSeconds(server.child.pid)) - cpuBefore;
  rows.push(["Server CPU", `${serverCpu.toFixed(2)} s for the run`]);
  const figures = await overviewFigures();
  const bytesAfter = databaseBytes();
  rows.push(
    ["Today's visitors", `${visitorsBefore} → ${figures.visitors}`],
    [
      "Database grew by",
      `${kilobytes(bytesAfter.total - bytesBefore.total)} (visits' tables ${kilobytes(bytesAfter.visits - bytesBefore.visits)})`,
    ],
    [
      "Overview, 365 days",
      `median ${figures.median.toFixed(0)} ms, max ${figures.max.toFixed(0)} ms (5 asks)`,
    ],
  );
  if (tallies) {
    rows.push(
      ["Attacker CPU", `${tallies.cpu.toFixed(2)} s (this machine's, too)`],
      ["Page-view flood", tallies.pageViews],
      ["Long-path GETs", tallies.longPath],
      ["Sign-in flood", tallies.signIns],
      ["Trickled bodies", tallies.trickles],
      ["Oversized bodies", tallies.oversized],
    );
  }
  return { rows, acknowledged: result["2xx"] };
}

let ok = false;
try {
  console.log(
    `Warming up with ${warmup} posts, then ${amount} posts over ${connections} connections, twice...`,
  );
  const warm =
    warmup > 0 ? (await postContacts(server.origin, warmup, connections)).result["2xx"] : 0;
  const alone = await benchmark(false);
  const attacked = await benchmark(true);
  await server.stop();
  const store = openSqliteStore(databasePath, { readonly: true });
  const stored = await store.countLeads("contact");
  await store.close();
  const acknowledged = warm + alone.acknowledged + attacked.acknowledged;
  // Every acknowledged post stored; a post the client gave up on (timeout) may be stored too.
  const sent = warmup + 2 * amount;
  ok = stored >= acknowledged && stored <= sent;
  const width = 34;
  console.log(`\n${"".padEnd(24)}${"Alone".padEnd(width)}Under attack`);
  for (const [index, [label, value]] of alone.rows.entries())
    console.log(`${label.padEnd(24)}${value.padEnd(width)}${attacked.rows[index]?.[1] ?? ""}`);
  for (const [label, value] of attacked.rows.slice(alone.rows.length))
    console.log(`${label.padEnd(24)}${"".padEnd(width)}${value}`);
  console.log(
    `\nAcknowledged in all (warm-up included): ${acknowledged}; stored: ${stored} of ${sent} sent` +
      (ok ? " (every acknowledged post stored)" : "  MISMATCH: acknowledged posts missing"),
  );
} finally {
  if (server.child.exitCode === null) server.child.kill("SIGKILL");
  await rm(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
