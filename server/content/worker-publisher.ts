import { fileURLToPath } from "node:url";
import { Worker, type ResourceLimits } from "node:worker_threads";
import type { OgImageInputs } from "@scripts/build/og-images";
import type { SiteContent } from "~/content/documents";
import type { SiteMedia } from "@contracts/media";
import type { CompressedPage } from "../site-pages";
import type { PagePublisher, PublishedPage } from "./publisher";

/** What the server asks of the publishing worker (publish-worker.ts). */
export type PublishRequest =
  | {
      id: number;
      kind: "pages";
      content: SiteContent;
      paths: readonly string[];
      media: SiteMedia;
    }
  | { id: number; kind: "drawn"; content: SiteContent; pagePath: string; media: SiteMedia }
  | { id: number; kind: "ogImages"; inputs: readonly OgImageInputs[] };

/** A request before it is given its id. */
type Unsent = PublishRequest extends infer Request
  ? Request extends PublishRequest
    ? Omit<Request, "id">
    : never
  : never;

/** Its answer to one request: the pages, a page's markup or pictures, or what went wrong. */
export type PublishAnswer =
  { id: number; value: PublishedPage[] | string | Uint8Array[] } | { id: number; error: string };

export interface WorkerPublisher extends PagePublisher {
  /** Starts the worker before anything is asked of it; it keeps no process alive by itself. */
  start(): void;
  /** Ends the worker; what it was doing is refused. */
  stop(): Promise<void>;
}

/** A Buffer the worker sent: it arrives as the Uint8Array it is, without Buffer's methods. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const compressedOf = (sent: CompressedPage): CompressedPage =>
  "stamped" in sent
    ? {
        stamped: {
          ...sent.stamped,
          before: asBuffer(sent.stamped.before),
          brotli: asBuffer(sent.stamped.brotli),
        },
      }
    : { whole: asBuffer(sent.whole) };

/**
 * A worker starts as plain Node: it loads tsx first, as `npm run serve` runs the server, then
 * the worker's module. `tsx` is found from the project's folder, where every npm script runs.
 * Made when a worker starts, not on import: a page test under jsdom imports this module
 * through the live site and has no file URL of its own.
 */
function workerBootstrap(): string {
  const workerFile = new URL("./publish-worker.ts", import.meta.url).href;
  const tsconfig = fileURLToPath(new URL("../../tsconfig.json", import.meta.url));
  return `import("tsx/esm/api").then((tsx) => {
  tsx.register({ tsconfig: ${JSON.stringify(tsconfig)} });
  return import(${JSON.stringify(workerFile)});
});`;
}

const publishingWorker = (buildDir: string, resourceLimits?: ResourceLimits) =>
  new Worker(workerBootstrap(), {
    eval: true,
    workerData: { buildDir },
    // The build's bundle renders with the React the build prerendered with: React's
    // development build checks as it renders and takes three to four times as long.
    env: { ...process.env, NODE_ENV: "production" },
    // The worker's own flags: a server's (tsx's loader among them) are not a worker's.
    execArgv: [],
    ...(resourceLimits ? { resourceLimits } : {}),
  });

/**
 * The publisher on a thread of its own: rendering, critical CSS, fitting and drawing run
 * there, so the server's event loop only sends and receives (one worker: a whole-site publish
 * is one page at a time anyway, and the machine it is made for has two cores). A worker that
 * dies (an error it does not catch, out of memory) refuses what it was doing with an error,
 * and the next request starts a new one.
 */
export function createWorkerPublisher(
  buildDir: string,
  options: {
    /** The uploaded pictures pages may show, read before each set of pages is rendered. */
    media?: () => Promise<SiteMedia>;
    resourceLimits?: ResourceLimits;
  } = {},
): WorkerPublisher {
  let current: Thread | undefined;
  let nextId = 1;

  /** A worker and the requests sent to it: when it dies, only those are refused. */
  interface Thread {
    worker: Worker;
    pending: Map<number, { resolve(value: unknown): void; reject(error: Error): void }>;
  }

  function refuse(thread: Thread, error: Error) {
    for (const { reject } of thread.pending.values()) reject(error);
    thread.pending.clear();
  }

  function started(): Thread {
    if (current) return current;
    const worker = publishingWorker(buildDir, options.resourceLimits);
    const thread: Thread = { worker, pending: new Map() };
    worker.on("message", (answer: PublishAnswer | { ready: true }) => {
      if (!("id" in answer)) return;
      const waiting = thread.pending.get(answer.id);
      thread.pending.delete(answer.id);
      if ("error" in answer) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(answer.value);
      if (thread.pending.size === 0) worker.unref();
    });
    const died = (reason: string) => {
      if (current === thread) current = undefined;
      refuse(thread, new Error(`The publishing worker stopped: ${reason}. Nothing was published.`));
    };
    worker.on("error", (error) => died(error.message.replace(/\.$/, "")));
    // An answer that cannot be read would leave its request waiting: the worker starts again.
    worker.on("messageerror", () => void worker.terminate());
    worker.on("exit", (code) => died(`it exited with code ${code}`));
    current = thread;
    return thread;
  }

  function ask<Value>(unsent: Unsent): Promise<Value> {
    const request = { ...unsent, id: nextId++ } as PublishRequest;
    return new Promise<Value>((resolve, reject) => {
      const thread = started();
      thread.pending.set(request.id, { resolve: resolve as (value: unknown) => void, reject });
      // Its requests keep the process alive while they are answered, the idle thread not.
      thread.worker.ref();
      thread.worker.postMessage(request);
    });
  }
  const media = async () => (await options.media?.()) ?? {};

  return {
    async pages(content, paths) {
      const pages = await ask<PublishedPage[]>({
        kind: "pages",
        content,
        paths: [...paths],
        media: await media(),
      });
      return pages.map((page) => ({ ...page, compressed: compressedOf(page.compressed) }));
    },
    drawn: async (content, pagePath) =>
      ask<string>({ kind: "drawn", content, pagePath, media: await media() }),
    async ogImages(inputs) {
      const drawn = await ask<Uint8Array[]>({ kind: "ogImages", inputs: [...inputs] });
      return drawn.map(asBuffer);
    },
    start() {
      const thread = started();
      if (thread.pending.size === 0) thread.worker.unref();
    },
    async stop() {
      const thread = current;
      current = undefined;
      if (!thread) return;
      refuse(thread, new Error("The publishing worker was stopped."));
      await thread.worker.terminate();
    },
  };
}
