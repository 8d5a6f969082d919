/**
 * The publishing thread (server/content/worker-publisher.ts starts it): renders and finishes
 * pages, and draws their Open Graph pictures, with the build's bundle and steps, so that the
 * critical CSS, the fitting and the drawing never hold up the server's event loop.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { SiteMedia } from "@contracts/media";
import { createPagePublisher } from "./publisher";
import type { PublishRequest, PublishAnswer } from "./worker-publisher";

const port = parentPort;
if (!port) throw new Error("The publishing worker runs in a worker thread.");
/** The media library a request was sent with: the pages of that request read it. */
let media: SiteMedia = {};
const publisher = await createPagePublisher(
  (workerData as { buildDir: string }).buildDir,
  async () => media,
);

port.on("message", (request: PublishRequest) => {
  if (request.kind !== "ogImages") media = request.media;
  // The publisher reads the library as it starts a request's pages, before the next arrives.
  const work =
    request.kind === "pages"
      ? publisher.pages(request.content, request.paths)
      : request.kind === "drawn"
        ? publisher.drawn(request.content, request.pagePath)
        : publisher.ogImages(request.inputs);
  work.then(
    (value) => port.postMessage({ id: request.id, value } satisfies PublishAnswer),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies PublishAnswer),
  );
});
port.postMessage({ ready: true });
