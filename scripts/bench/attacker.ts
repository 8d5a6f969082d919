/**
 * The attacker of `npm run bench:hostile`, in a process of its own:
 *
 *   tsx scripts/bench/attacker.ts <origin> <deadline, ms since the epoch> <attacks, comma-separated>
 *
 * Floods the server at <origin> (127.0.0.1 only: the bench starts it) until the deadline, each
 * attack bounded in count too, and prints what each attack was answered, as JSON.
 */
import { connect } from "node:net";

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
async function flood(parallel: number, max: number, deadline: number, worker: () => Promise<void>) {
  let started = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (Date.now() < deadline && started < max) {
        started++;
        await worker().catch(() => undefined);
      }
    }),
  );
}

const randomByte = () => Math.floor(Math.random() * 256);
const randomHex = () => Math.floor(Math.random() * 65536).toString(16);
/** A forged client address: IPv4 from documentation and private ranges, or one IPv6 /64. */
const forgedAddress = (index: number) =>
  index % 2 === 0
    ? `198.51.${randomByte()}.${randomByte()}`
    : `2001:db8:7:7:${randomHex()}:${randomHex()}:${randomHex()}:${randomHex()}`;

function attack(deadline: number) {
  const longPath = newTally();
  const signIns = newTally();
  const trickles = newTally();
  const oversized = newTally();
  const longUrl = `${origin}/x${"/".repeat(16_000)}x`;
  const bigBody = "message=" + "a".repeat(1024 * 1024);
  let floodIndex = 0;
  const done = Promise.all([
    flood(loops("long-path", 6), 3000, deadline, async () => {
      longPath.sent++;
      const response = await fetch(longUrl);
      count(longPath, String(response.status));
    }),
    flood(loops("sign-in", 64), 2000, deadline, async () => {
      signIns.sent++;
      const response = await fetch(`${origin}/admin/api/session`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": forgedAddress(floodIndex++),
        },
        body: JSON.stringify({
          email: `guess${floodIndex}@bench.example`,
          password: "wrong guess",
        }),
      });
      count(signIns, String(response.status));
    }),
    flood(loops("trickle", 100), 100, deadline, () => trickle(deadline, trickles)),
    flood(loops("oversized", 2), 200, deadline, async () => {
      oversized.sent++;
      const response = await fetch(`${origin}/api/forms/contact`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: bigBody,
      });
      count(oversized, String(response.status));
    }),
  ]);
  return { done, longPath, signIns, trickles, oversized };
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
    longPath: describeTally(attacks.longPath),
    signIns: describeTally(attacks.signIns),
    trickles: describeTally(attacks.trickles),
    oversized: describeTally(attacks.oversized),
  }),
);
