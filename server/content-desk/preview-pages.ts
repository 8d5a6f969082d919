import type { FastifyInstance, FastifyReply } from "fastify";
import type { Store } from "../store/store";
import { requireRole } from "../admin/desk-request";
import type { ContentService } from "./content-service";
import { previewSecret, verifyPreview } from "./preview-link";

/**
 * A preview's page: the site's styles and pictures, no script at all (a preview is read, not
 * used), framed only by the desk, never indexed, never kept by a cache or a proxy.
 */
const previewCsp = [
  "default-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join("; ");

const sendPreview = (reply: FastifyReply, html: string) =>
  reply
    .header("content-security-policy", previewCsp)
    .header("x-robots-tag", "noindex, nofollow")
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .type("text/html; charset=utf-8")
    .send(html);

const blankFrame =
  '<!doctype html><html lang="en"><head><title>Preview</title></head><body></body></html>';

/**
 * GET /admin/preview-frame: the blank page the desk's preview frames load and the desk draws
 * the edits into (same origin, under this page's CSP). GET /admin/preview?doc&path&expires&sig:
 * the saved draft of a private link, for anyone holding the link until it expires; without a
 * valid signature, 404 as for any page that is not there.
 */
export async function previewPages(
  app: FastifyInstance,
  { store, content }: { store: Store; content: ContentService },
) {
  app.get("/admin/preview-frame", async (request, reply) => {
    requireRole(request, "editor");
    return sendPreview(reply, blankFrame);
  });

  app.get("/admin/preview", async (request, reply) => {
    const grant = verifyPreview(
      await previewSecret(store),
      request.query as Record<string, unknown>,
    );
    const html = grant && (await content.renderDraft(grant.key, grant.path));
    if (!html)
      return reply
        .code(404)
        .header("x-robots-tag", "noindex, nofollow")
        .header("cache-control", "no-store")
        .type("text/plain; charset=utf-8")
        .send("This preview link is not valid, or its time is up.");
    return sendPreview(reply, html);
  });
}
