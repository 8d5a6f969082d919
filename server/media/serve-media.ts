import type { FastifyInstance } from "fastify";
import type { PhotoFormat } from "@contracts/media";
import { variantParams } from "@contracts/media-schema";
import type { Store } from "../store/store";

/**
 * GET /media/:id/:width.:format: an uploaded picture's variant, for anyone. Its URL names bytes
 * that never change (the id is random and never reused), so it is cached for a year as
 * immutable; the type is the format's, and never sniffed.
 */
export async function serveMedia(app: FastifyInstance, { store }: { store: Store }) {
  app.get("/media/:id/:file", async (request, reply) => {
    const parsed = variantParams.safeParse(request.params);
    if (!parsed.success) return reply.callNotFound();
    const [width, format] = parsed.data.file.split(".") as [string, PhotoFormat];
    const bytes = await store.readMediaVariant(parsed.data.id, Number(width), format);
    if (!bytes) return reply.callNotFound();
    return reply
      .header("content-type", `image/${format}`)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(bytes);
  });
}
