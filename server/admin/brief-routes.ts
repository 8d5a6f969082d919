import { create as contentDisposition } from "content-disposition";
import type { FastifyInstance } from "fastify";
import { Readable } from "node:stream";
import { z } from "zod";
import type { Store } from "../store/store";
import { DeskError, parse, requireOwner } from "./desk-request";

const briefParams = z.object({
  id: z.coerce.number().int().min(1),
  brief: z.string().regex(/^[\w-]{22}$/),
});

/** The answer for a file the virus scan flagged (a lead's brief, an applicant's CV). */
export const quarantined = () =>
  new DeskError(403, "The virus scan flagged this file: it is kept in quarantine.");

/**
 * A lead's brief, for a signed-in owner only (an editor sees no lead): always a download, never
 * shown in the desk's own origin as a page (attachment, nosniff, and a CSP that runs nothing),
 * under the name it was sent with, made safe. A quarantined file is never served.
 */
export function briefRoutes(app: FastifyInstance, { store }: { store: Store }) {
  app.get("/admin/api/leads/:id/briefs/:brief", async (request, reply) => {
    const session = requireOwner(request);
    const { id, brief: briefId } = parse(briefParams, request.params);
    const brief = await store.findLeadBrief(id, briefId);
    if (!brief) throw new DeskError(404, "No such file.");
    if (brief.quarantined) throw quarantined();
    const bytes = await store.readBrief(brief.id);
    if (!bytes) throw new DeskError(404, "No such file.");
    await store.recordAudit(session.owner.email, "brief downloaded", `lead ${id}, ${brief.id}`);
    return reply
      .type(brief.type)
      .header("content-length", brief.size)
      .header("content-disposition", contentDisposition(brief.name, { type: "attachment" }))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .header("cache-control", "private, no-store")
      .send(Readable.from(bytes));
  });
}
