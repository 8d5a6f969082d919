/**
 * The attacker of `npm run bench:hostile`, in a process of its own:
 *
 *   tsx scripts/bench/attacker.ts <origin> <deadline, ms since the epoch> <attacks, comma-separated>
 *
 * Floods the server at <origin> (127.0.0.1 only: the bench starts it) until the deadline, each
 * attack bounded in count too, and prints what each attack was answered, as JSON.
 */
import { connect, type Socket } from "node:net";

const [origin = "", deadlineArgument = "0", attacksArgument = ""] = process.argv.slice(2);
if (new URL(origin).hostname !== "127.0.0.1")
  throw new Error("The attacker only attacks 127.0.0.1.");
const attacksRun = new Set(attacksArgument.split(","));
/** No loops at all for an attack left out. */
const loops = (name: string, parallel: number) => (attacksRun.has(name) ? parallel : 0);

interface Tally {
  sent: number;
  answers: Map<string, number>;
}
const newTally = (): Tally => ({ sent: 0, answers: new Map() });
const count = (tally: Tally, answer: string) =>
  tally.answers.set(answer, (tally.answers.get(answer) ?? 0) + 1);
const describeTally = (tally: Tally) =>
  `${tally.sent} sent: ${[...tally.answers].map(([answer, n]) => `${n}× ${answer}`).join(", ")}`;

/** Runs `worker` in `parallel` loops until `deadline` or `max` starts in all. */
async function flood(
  parallel: number,
  max: number,
  deadline: number,
  worker: (loop: number) => Promise<void>,
) {
  let started = 0;
  await Promise.all(
    Array.from({ length: parallel }, async (_, loop) => {
      while (Date.now() < deadline && started < max) {
        started++;
        await worker(loop).catch(() => undefined);
      }
    }),
  );
}

/**
 * One keep-alive connection that sends prepared requests as raw bytes and reads just the status
 * and the length of each answer. The server sees the requests a browser's fetch would send; this
 * process spends a fraction of fetch's CPU on them, which matters because it shares this
 * machine's two cores with the server and the measured poster (a real attacker's CPU is its own).
 */
class RawConnection {
  private socket: Socket | undefined;
  private received = Buffer.alloc(0);
  private waiting:
    { resolve: (status: string) => void; reject: (error: Error) => void } | undefined;

  constructor(private readonly port: number) {}

  send(request: Buffer) {
    return new Promise<string>((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.received = Buffer.alloc(0);
      const socket = (this.socket ??= this.open());
      socket.write(request);
    });
  }

  private open() {
    const socket = connect(this.port, "127.0.0.1");
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.readAnswer();
    });
    const closed = () => {
      // A socket this connection already left (after a `connection: close` answer) is done.
      if (this.socket !== socket) return;
      this.socket = undefined;
      // An answer the server sent before it closed (a 413 while the body was still going out).
      const status = this.statusLine();
      if (status) this.settle(status);
      else this.waiting?.reject(new Error("closed without an answer"));
      this.waiting = undefined;
    };
    socket.on("error", closed);
    socket.on("close", closed);
    return socket;
  }

  private statusLine() {
    const lineEnd = this.received.indexOf("\r\n");
    return lineEnd === -1 ? "" : this.received.toString("latin1", 9, 12);
  }

  /** Settles the waiting request once its whole answer is in (every answer here has a length). */
  private readAnswer() {
    const headEnd = this.received.indexOf("\r\n\r\n");
    if (headEnd === -1 || !this.waiting) return;
    const head = this.received.toString("latin1", 0, headEnd).toLowerCase();
    const length = Number(/\r\ncontent-length: *(\d+)/.exec(head)?.[1] ?? 0);
    if (this.received.length < headEnd + 4 + length) return;
    this.settle(this.statusLine());
    if (head.includes("\r\nconnection: close")) {
      this.socket?.destroy();
      this.socket = undefined;
    }
  }

  private settle(status: string) {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve(status);
  }
}

/** A request's bytes, with the headers a browser's fetch sends. */
function rawRequest(method: string, target: string, headers: Record<string, string>, body = "") {
  const head = Object.entries({
    host: new URL(origin).host,
    connection: "keep-alive",
    accept: "*/*",
    "accept-language": "*",
    "sec-fetch-mode": "cors",
    "user-agent": "node",
    "accept-encoding": "gzip, deflate",
    ...headers,
    ...(body ? { "content-length": String(Buffer.byteLength(body)) } : {}),
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return Buffer.from(`${method} ${target} HTTP/1.1\r\n${head}\r\n${body}`, "latin1");
}

const randomByte = () => Math.floor(Math.random() * 256);
const randomHex = () => Math.floor(Math.random() * 65536).toString(16);
/** A forged client address: IPv4 from documentation and private ranges, or one IPv6 /64. */
const forgedAddress = (index: number) =>
  index % 2 === 0
    ? `198.51.${randomByte()}.${randomByte()}`
    : `2001:db8:7:7:${randomHex()}:${randomHex()}:${randomHex()}:${randomHex()}`;

/** 190 characters of a stranger's text, different for each request. */
const junk = (index: number, word: string) => `${word}-${index}-`.padEnd(190, "x");
/** One referrer in ten from Matomo's list of referrer spammers; the rest invented hosts. */
const floodReferrer = (index: number) =>
  index % 10 === 0 ? "https://semalt.com/" : `https://seo-${index}.spam.example/offer`;

/**
 * The page-view flood: GETs of the home page from one client, an IPv6 /64 whose every request
 * has another address in it, each with another browser user agent, referrer, utm_source and
 * utm_campaign of 190 characters; one in four names a Host that is not the site's.
 */
function pageViewRequest(index: number) {
  const query = new URLSearchParams({
    utm_source: junk(index, "source"),
    utm_campaign: junk(index, "campaign"),
  });
  return rawRequest("GET", `/?${query}`, {
    ...(index % 4 === 0 ? { host: `fake-${index}.example` } : {}),
    "user-agent": `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${index}.0 Safari/537.36`,
    referer: floodReferrer(index),
    "x-forwarded-for": `2001:db8:57:57:${randomHex()}:${randomHex()}:${randomHex()}:${randomHex()}`,
    accept: "text/html",
    "sec-fetch-mode": "navigate",
  });
}

function attack(deadline: number) {
  const pageViews = newTally();
  const longPath = newTally();
  const signIns = newTally();
  const trickles = newTally();
  const oversized = newTally();
  const port = Number(new URL(origin).port);
  const longPathRequest = rawRequest("GET", `/x${"/".repeat(16_000)}x`, {});
  const oversizedRequest = rawRequest(
    "POST",
    "/api/forms/contact",
    { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    "message=" + "a".repeat(1024 * 1024),
  );
  let floodIndex = 0;
  /** Each loop of a flood keeps one connection, as fetch's keep-alive pool would. */
  const floodOn = (
    name: string,
    parallel: number,
    max: number,
    tally: Tally,
    next: () => Buffer,
  ) => {
    const connections = Array.from(
      { length: loops(name, parallel) },
      () => new RawConnection(port),
    );
    return flood(connections.length, max, deadline, async (loop) => {
      tally.sent++;
      count(tally, await (connections[loop] as RawConnection).send(next()));
    });
  };
  let viewIndex = 0;
  const done = Promise.all([
    floodOn("page-views", 8, 10_000, pageViews, () => pageViewRequest(viewIndex++)),
    floodOn("long-path", 6, 3000, longPath, () => longPathRequest),
    floodOn("sign-in", 64, 2000, signIns, () => {
      floodIndex++;
      return rawRequest(
        "POST",
        "/admin/api/session",
        {
          "content-type": "application/json",
          "x-forwarded-for": forgedAddress(floodIndex),
        },
        JSON.stringify({ email: `guess${floodIndex}@bench.example`, password: "wrong guess" }),
      );
    }),
    flood(loops("trickle", 100), 100, deadline, () => trickle(deadline, trickles)),
    floodOn("oversized", 2, 200, oversized, () => oversizedRequest),
  ]);
  return { done, pageViews, longPath, signIns, trickles, oversized };
}

/** A post whose body trickles in a byte every 500 ms until the server cuts it or time is up. */
function trickle(deadline: number, tally: Tally) {
  tally.sent++;
  return new Promise<void>((resolve) => {
    const socket = connect(Number(new URL(origin).port), "127.0.0.1");
    let answer = "";
    const timer = setInterval(() => {
      if (Date.now() >= deadline) socket.destroy();
      else socket.write("a");
    }, 500);
    socket.on("connect", () =>
      socket.write(
        "POST /api/forms/contact HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
          "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\nmessage=",
      ),
    );
    socket.on("data", (chunk) => {
      answer ||= chunk.toString("latin1").split("\r\n")[0] ?? "";
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      count(tally, answer ? answer.replace("HTTP/1.1 ", "") : "cut at the deadline");
      resolve();
    });
  });
}

const attacks = attack(Number(deadlineArgument));
await attacks.done;
process.stdout.write(
  JSON.stringify({
    pageViews: describeTally(attacks.pageViews),
    longPath: describeTally(attacks.longPath),
    signIns: describeTally(attacks.signIns),
    trickles: describeTally(attacks.trickles),
    oversized: describeTally(attacks.oversized),
  }),
);
