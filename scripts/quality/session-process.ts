/**
 * A Lighthouse session in a process of its own, so that two can measure at once (decision 0060):
 * Lighthouse keeps its timing marks in globals, and two runs in one process break each other's.
 * `openSessionProcess` forks this file (under tsx, as its parent runs) and gives back a
 * `LighthouseSession` whose calls are messages; the child opens the session with the same options
 * and answers each call with its RunSummary.
 */
import { fork } from "node:child_process";
import {
  openSession,
  type LighthouseSession,
  type RunSummary,
  type SessionOptions,
} from "./lighthouse";

type Request =
  | { kind: "route"; route: string; performanceOnly: boolean }
  | { kind: "floor" }
  | { kind: "close" };
type Call = Request & { id: number };
type Answer =
  | { kind: "ready"; siteUrl: string; floorUrl: string }
  | { kind: "failed"; error: string }
  | { id: number; result?: RunSummary; error?: string };

const optionsVariable = "LIGHTHOUSE_SESSION_OPTIONS";

export function openSessionProcess(options: SessionOptions = {}): Promise<LighthouseSession> {
  const child = fork(new URL(import.meta.url), {
    env: { ...process.env, [optionsVariable]: JSON.stringify(options) },
  });
  const waiting = new Map<
    number,
    { resolve: (answer: Answer) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("exit", (code) => {
    for (const { reject } of waiting.values())
      reject(new Error(`The Lighthouse session's process exited (${code}).`));
    waiting.clear();
  });
  const call = (message: Request): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, { resolve, reject });
      child.send({ ...message, id });
    });
  const result = async (message: Request): Promise<RunSummary> => {
    const answer = await call(message);
    if (!("id" in answer) || !answer.result)
      throw new Error("error" in answer ? answer.error : "no result");
    return answer.result;
  };
  return new Promise((resolve, reject) => {
    child.once("exit", (code) =>
      reject(new Error(`The Lighthouse session did not start (${code}).`)),
    );
    child.on("message", (answer: Answer) => {
      if ("id" in answer) {
        waiting.get(answer.id)?.resolve(answer);
        waiting.delete(answer.id);
      } else if (answer.kind === "failed") reject(new Error(answer.error));
      else
        resolve({
          siteUrl: answer.siteUrl,
          floorUrl: answer.floorUrl,
          route: (route, runOptions) =>
            result({ kind: "route", route, performanceOnly: runOptions?.performanceOnly ?? false }),
          floor: () => result({ kind: "floor" }),
          close: async () => {
            if (child.exitCode === null) await call({ kind: "close" }).catch(() => undefined);
            await exited;
          },
        });
    });
  });
}

async function serve(options: SessionOptions) {
  const send = (answer: Answer) => process.send?.(answer);
  let session: LighthouseSession;
  try {
    session = await openSession(options);
  } catch (error) {
    send({ kind: "failed", error: String(error) });
    process.exit(1);
  }
  send({ kind: "ready", siteUrl: session.siteUrl, floorUrl: session.floorUrl });
  // Closed once, whether the parent asks or goes away.
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= session.close());
  process.on("message", (message: Call) => {
    void (async () => {
      try {
        if (message.kind === "close") {
          await close();
          send({ id: message.id });
          process.disconnect();
          return;
        }
        const summary =
          message.kind === "floor"
            ? await session.floor()
            : await session.route(message.route, { performanceOnly: message.performanceOnly });
        send({ id: message.id, result: summary });
      } catch (error) {
        send({ id: message.id, error: String(error) });
      }
    })();
  });
  // The parent gone (killed, or crashed before closing): close the session with it.
  process.once("disconnect", () => {
    void close()
      .catch(() => undefined)
      .finally(() => process.exit(0));
  });
}

const childOptions = process.env[optionsVariable];
if (childOptions !== undefined && process.send)
  await serve(JSON.parse(childOptions) as SessionOptions);
