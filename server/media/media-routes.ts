import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { mediaPicture, type MediaItem } from "@contracts/media";
import { altBody, mediaIdParams, uploadQuery } from "@contracts/media-schema";
import type { Store } from "../store/store";
import type { MediaRecord } from "../store/media/media";
import { DeskError, parse, requireRole } from "../admin/desk-request";
import { createAttemptLimiter } from "../sign-in/attempts";
import { processImage } from "./process-image";
import { readUpload, refuseDeclaredTooLarge } from "./read-upload";

export interface MediaRouteOptions {
  store: Store;
  /** Uploads per account in a window before 429: a flood from a signed-in session stops there. */
  uploads?: { max: number; windowMs: number };
}

const defaultUploadLimit = { max: 30, windowMs: 10 * 60_000 };

const toMediaItem = ({ variants, ...record }: MediaRecord): MediaItem => ({
  ...record,
  picture: mediaPicture(record.id, variants),
});

/** One picture at a time per server: resizing is the CPU's, and the site keeps serving beside it. */
function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const result = tail.then(work);
    tail = result.catch(() => undefined);
    return result;
  };
}

/**
 * POST /admin/api/media?alt=…, the picture's bytes as the body: its own scope, whose only body
 * parser is the capped reader, so no content type makes Fastify read the body another way.
 * The account, the rate and the declared length are checked before a byte of it is read.
 */
async function uploadRoute(
  app: FastifyInstance,
  { store, uploads = defaultUploadLimit }: MediaRouteOptions,
) {
  const limiter = createAttemptLimiter(uploads);
  const inTurn = serialQueue();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", readUpload);

  const admit = async (request: FastifyRequest) => {
    const session = requireRole(request, "editor");
    parse(uploadQuery, request.query);
    refuseDeclaredTooLarge(request);
    const account = String(session.owner.id);
    const wait = limiter.blockedFor(account);
    if (wait > 0)
      throw Object.assign(new DeskError(429, "Too many uploads; wait a little."), { wait });
    limiter.record(account);
  };

  app.post("/admin/api/media", { onRequest: admit }, async (request, reply) => {
    const session = requireRole(request, "editor");
    const { alt } = parse(uploadQuery, request.query);
    if (!Buffer.isBuffer(request.body)) throw new DeskError(400, "Send the picture's bytes.");
    const image = await inTurn(() => processImage(request.body as Buffer));
    // Random: the uploader's file name is never a path, nor kept.
    const id = randomBytes(16).toString("base64url");
    const record = await store.addMedia({ id, alt, createdBy: session.owner.email, ...image });
    return reply.code(201).send(toMediaItem(record));
  });
}

/** The media library: list, upload, alt text, delete; for editors and owners. */
export async function mediaRoutes(app: FastifyInstance, options: MediaRouteOptions) {
  const { store } = options;
  await app.register(uploadRoute, options);

  app.get("/admin/api/media", async (request): Promise<MediaItem[]> => {
    requireRole(request, "editor");
    return (await store.listMedia()).map(toMediaItem);
  });

  app.put("/admin/api/media/:id", async (request): Promise<MediaItem> => {
    const session = requireRole(request, "editor");
    const { id } = parse(mediaIdParams, request.params);
    const { alt } = parse(altBody, request.body);
    if (!(await store.setMediaAlt(id, alt, session.owner.email)))
      throw new DeskError(404, "No such picture.");
    return toMediaItem((await store.findMedia(id)) as MediaRecord);
  });

  app.delete("/admin/api/media/:id", async (request) => {
    const session = requireRole(request, "editor");
    const { id } = parse(mediaIdParams, request.params);
    if (await store.mediaInUse(id))
      throw new DeskError(409, "The picture is used by the site's content; remove it there first.");
    if (!(await store.deleteMedia(id, session.owner.email)))
      throw new DeskError(404, "No such picture.");
    return { ok: true };
  });
}
