import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import autocannon from "autocannon";
import { startServerProcess } from "@tests/support/server-process";

/**
 * The legitimate poster of the form benchmarks (npm run bench:forms, bench:hostile): contact
 * submissions as a browser's fetch(FormData) sends them, each a different lead.
 */
const boundary = "----benchBoundary5Rk2Jx8QmZ";
/**
 * A browser's User-Agent, as every real post carries: the server looks up the visit a post came
 * from only for a counted browser (server/visits/lead-visit.ts), so a post without one skipped
 * that work and measured less than a visitor's post costs.
 */
const browserUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let sequence = 0;

/** The next contact submission's multipart body; the id and the message differ per request. */
function nextContactBody() {
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

/**
 * One round of `count` contact posts over `connections` connections. autocannon reports its
 * duration on its next one-second tick, not when the last answer came, which made throughput
 * look up to a second slower; the round's time here runs from the start to the last answer.
 */
export const postContacts = (origin: string, count: number, connections: number) =>
  new Promise<{ result: autocannon.Result; seconds: number }>((resolve, reject) => {
    const started = performance.now();
    let lastAnswer = started;
    const instance = autocannon(
      {
        url: `${origin}/api/forms/contact`,
        connections,
        amount: count,
        requests: [
          {
            method: "POST",
            headers: {
              "content-type": `multipart/form-data; boundary=${boundary}`,
              accept: "application/json",
              "user-agent": browserUserAgent,
            },
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              body: nextContactBody(),
            }),
          },
        ],
      },
      (error, result) =>
        error ? reject(error) : resolve({ result, seconds: (lastAnswer - started) / 1000 }),
    );
    instance.on("response", () => {
      lastAnswer = performance.now();
    });
  });

/**
 * The real server as a child process for a form benchmark. Every post comes from one address
 * and one e-mail: the forms' rate limit and the spam layers' per-address and per-e-mail limits
 * are raised well above `posts`, so that every post is answered and every spam layer runs on
 * every post, rather than the rate verdict cutting the rest short.
 */
export function startBenchServer({
  posts,
  env,
  ...options
}: { posts: number } & NonNullable<Parameters<typeof startServerProcess>[0]>) {
  const limit = String(posts * 10);
  return startServerProcess({
    ...options,
    env: { RATE_LIMIT_MAX: limit, SPAM_ADDRESS_MAX: limit, SPAM_EMAIL_MAX: limit, ...env },
  });
}

/** A process's parent and its CPU seconds (user + system) so far, from /proc (Linux). */
async function processStat(pid: number | string | undefined) {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // ppid, utime and stime: fields 4, 14 and 15 of stat(5), times in clock ticks of 1/100 s.
  return { parent: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / 100 };
}

/** CPU seconds (user + system) a process has used so far. */
export async function cpuSeconds(pid: number | undefined) {
  try {
    return (await processStat(pid)).cpu;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds a PostgreSQL server has used so far: its main process and the processes it
 * started (one per connection, the writers), alive now. The bench keeps its connections open
 * through a round, so a round's difference is what PostgreSQL spent on it.
 */
export async function postgresCpuSeconds(dataDir: string) {
  try {
    const main = Number(
      (await readFile(path.join(dataDir, "postmaster.pid"), "utf8")).split("\n")[0],
    );
    let total = 0;
    for (const entry of await readdir("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = await processStat(entry).catch(() => undefined);
      if (stat && (Number(entry) === main || stat.parent === main)) total += stat.cpu;
    }
    return total;
  } catch {
    return Number.NaN;
  }
}
