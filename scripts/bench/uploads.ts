/**
 * What visitors' files cost the server (not part of `npm test`): 20 clients at once each send
 * 5 MB briefs with the contact form, one after another, while one more client posts contact
 * messages without a file. Prints, for each store:
 *   - the server's memory: its resident set (VmRSS of the server's process, read from /proc
 *     outside it every 20 ms) before the uploads and at its highest during them;
 *   - the files acknowledged (200) and whether each is stored intact: its bytes read back from
 *     the store and their SHA-256 compared with what was sent;
 *   - the plain contact posts' latency meanwhile (p50, p99, max), as the poster measures it.
 * Goals: memory grows by at most 50 MB, every acknowledged file intact, p99 ≤ 25 ms.
 *
 *   npm run bench:uploads
 *   npm run bench:uploads -- --clients 20 --files 3 --megabytes 5 --stores sqlite,postgresql
 */
import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import http from "node:http";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Store } from "@server/store/store";
import { openPostgresStore } from "@server/store/postgres";
import { openSqliteStore } from "@server/store/sqlite";
import { startEmbeddedPostgres } from "@tests/support/embedded-postgres";
import { rawMultipart, makeSite } from "@tests/support/test-server";
import { startBenchServer } from "./form-poster";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "20" },
    files: { type: "string", default: "3" },
    megabytes: { type: "string", default: "5" },
    stores: { type: "string", default: "sqlite,postgresql" },
  },
});
const clients = Number(values.clients);
const filesEach = Number(values.files);
const fileBytes = Number(values.megabytes) * 1024 * 1024;

/** A PDF of `size` bytes (its signature, then random bytes): each file different. */
const pdfOf = (size: number) =>
  Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(size - 9 - 6), Buffer.from("\n%%EOF")]);

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The resident set of a process, in MB (Linux). */
async function rssMb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/**
 * One contact POST, over its own connection unless an agent is given; resolves with the status
 * once the answer has come.
 */
function post(
  origin: string,
  body: Buffer,
  contentType: string,
  agent: http.Agent | false = false,
) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${origin}/api/forms/contact`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": contentType,
          "content-length": body.length,
          accept: "application/json",
        },
      },
      (response) => {
        response.resume();
        response.once("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.once("error", reject);
    request.end(body);
  });
}

let sequence = 0;
/** A contact post with a brief: its own e-mail and submission id, the file named after it. */
function uploadBody(file: Buffer) {
  const n = ++sequence;
  return {
    name: `upload-${n}.pdf`,
    ...rawMultipart([
      { name: "name", value: "Bench Uploader" },
      { name: "email", value: `upload-${n}@bench.example` },
      { name: "message", value: "Our brief is attached." },
      { name: "_submission", value: `upload-${process.pid}-${n}` },
      { name: "brief", value: file, filename: `upload-${n}.pdf`, type: "application/pdf" },
    ]),
  };
}

/** Plain contact posts one after another until `done`, each one's time in ms. */
async function postContactsUntil(origin: string, done: () => boolean) {
  const times: number[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  while (!done()) {
    const n = ++sequence;
    const body = Buffer.from(
      new URLSearchParams({
        name: "Bench Visitor",
        email: "bench@example.com",
        message: `We are planning a new site (${n}) and would like a quote.`,
        _submission: `contact-${process.pid}-${n}`,
      }).toString(),
    );
    const started = performance.now();
    const status = await post(origin, body, "application/x-www-form-urlencoded", agent);
    if (status !== 200) throw new Error(`a contact post was answered ${status}`);
    times.push(performance.now() - started);
  }
  agent.destroy();
  return times;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Every acknowledged file read back from the store, its hash compared with the sent one's. */
async function checkStored(store: Store, sent: Map<string, string>) {
  const { leads } = await store.listLeads({}, { offset: 0, limit: 100_000 });
  let intact = 0;
  const found = new Set<string>();
  for (const lead of leads)
    for (const brief of await store.leadBriefs(lead.id)) {
      const bytes = await store.readBrief(brief.id);
      const hash = createHash("sha256");
      for await (const chunk of bytes ?? []) hash.update(chunk);
      found.add(brief.name);
      if (sent.get(brief.name) === hash.digest("hex")) intact++;
    }
  const missing = [...sent.keys()].filter((name) => !found.has(name)).length;
  return { intact, missing };
}

async function run(kind: string) {
  const site = await makeSite();
  const postgres = kind === "postgresql" ? await startEmbeddedPostgres() : undefined;
  const databaseUrl = postgres ? await postgres.createDatabase("uploads") : undefined;
  const dataDir = path.join(site.dir, "data");
  const server = await startBenchServer({
    posts: 100_000,
    env: {
      SITE_DIR: site.dir,
      DATA_DIR: dataDir,
      UPLOAD_RATE_MAX: "100000",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const pid = server.child.pid as number;
  try {
    // Warm up: every module an upload and a post load, and the connections' pools.
    for (let i = 0; i < 3; i++) {
      const { body, contentType } = uploadBody(pdfOf(fileBytes));
      await post(server.origin, body, contentType);
    }
    let warm = false;
    setTimeout(() => (warm = true), 1000);
    await postContactsUntil(server.origin, () => warm);

    const before: number[] = [];
    for (let i = 0; i < 10; i++) {
      before.push(await rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const baseline = Math.max(...before);

    let peak = baseline;
    const sampler = setInterval(() => {
      void rssMb(pid).then(
        (mb) => (peak = Math.max(peak, mb)),
        () => {},
      );
    }, 20);

    // Every file made and hashed beforehand: the poster's own work would be counted as the
    // server's latency.
    const bodies = Array.from({ length: clients }, () =>
      Array.from({ length: filesEach }, () => {
        const file = pdfOf(fileBytes);
        return { ...uploadBody(file), hash: sha256(file) };
      }),
    );
    const sent = new Map<string, string>();
    let acknowledged = 0;
    let refused = 0;
    let uploading = true;
    const started = performance.now();
    const uploads = Promise.all(
      bodies.map(async (files) => {
        for (const { name, body, contentType, hash } of files) {
          const status = await post(server.origin, body, contentType);
          if (status === 200) {
            acknowledged++;
            sent.set(name, hash);
          } else refused++;
        }
      }),
    ).finally(() => (uploading = false));
    const [times] = await Promise.all([
      postContactsUntil(server.origin, () => !uploading),
      uploads,
    ]);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const store = databaseUrl
      ? await openPostgresStore(databaseUrl, { poolSize: 2 })
      : openSqliteStore(path.join(dataDir, "inbox.sqlite"));
    const { intact, missing } = await checkStored(store, sent).finally(() => store.close());
    const sorted = [...times].sort((a, b) => a - b);
    const megabytes = (clients * filesEach * fileBytes) / 1024 / 1024;
    console.log(
      [
        `${kind}: ${clients} clients × ${filesEach} files of ${values.megabytes} MB (${megabytes} MB) in ${seconds.toFixed(1)} s`,
        `  server RSS ${baseline.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most: +${(peak - baseline).toFixed(1)} MB (goal ≤ 50)`,
        `  ${acknowledged} acknowledged, ${refused} refused; ${intact} stored intact, ${acknowledged - intact} not, ${missing} missing (goal: all intact)`,
        `  contact posts without a file meanwhile: ${times.length}, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms (goal p99 ≤ 25)`,
      ].join("\n"),
    );
  } finally {
    await server.stop();
    await postgres?.stop();
    await site.cleanup();
  }
}

console.log(
  `load ${loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")} at the start`,
);
for (const kind of values.stores.split(",")) await run(kind.trim());
console.log(
  `load ${loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")} at the end`,
);
