import { create as contentDisposition } from "content-disposition";
import type { FastifyInstance } from "fastify";
import { Readable } from "node:stream";
import { z } from "zod";
import {
  applicantStages,
  type ApplicantDetail,
  type ApplicantReplyQueued,
  type ApplicantSummary,
} from "@contracts/applicants";
import { replyBody } from "@contracts/desk-schema";
import { emailPattern, isValidEmail } from "@contracts/forms";
import { quarantined } from "../admin/brief-routes";
import { DeskError, parse, requireOwner } from "../admin/desk-request";
import type { Store } from "../store/store";
import type { WorkflowRouteOptions } from "../workflow/workflow-routes";

const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53),
});
const listQuery = z.object({ stage: z.enum(applicantStages).optional() });
const stageBody = z.object({ stage: z.enum(applicantStages) });
const noteBody = z.object({ body: z.string().trim().min(1).max(5000) });

/**
 * The applicants' pipeline in the desk, for owners only (an editor is refused every route,
 * as for leads): the list by stage, one applicant with the notes, a move to another stage, a
 * note, a reply through the desk's composer, and the CV, always a download (attachment,
 * nosniff, a CSP that runs nothing), never one the virus scan flagged.
 */
export async function applicantRoutes(
  app: FastifyInstance,
  { store, canMail, wakeOutbox }: WorkflowRouteOptions & { store: Store },
) {
  app.get("/admin/api/applicants", async (request): Promise<{ applicants: ApplicantSummary[] }> => {
    requireOwner(request);
    const { stage } = parse(listQuery, request.query);
    return { applicants: await store.applicants({ stage, limit: 500 }) };
  });

  app.get("/admin/api/applicants/:id", async (request): Promise<ApplicantDetail> => {
    requireOwner(request);
    const { id } = parse(idParams, request.params);
    const applicant = await store.applicant(id);
    if (!applicant) throw new DeskError(404, "No such applicant.");
    return { ...applicant, canMail };
  });

  applicantReplyRoute(app, { store, canMail, wakeOutbox });

  app.put("/admin/api/applicants/:id/stage", async (request) => {
    const session = requireOwner(request);
    const { id } = parse(idParams, request.params);
    const { stage } = parse(stageBody, request.body);
    if (!(await store.setApplicantStage(id, stage, session.owner.email)))
      throw new DeskError(404, "No such applicant.");
    return { ok: true };
  });

  app.post("/admin/api/applicants/:id/notes", async (request, reply) => {
    const session = requireOwner(request);
    const { id } = parse(idParams, request.params);
    const { body } = parse(noteBody, request.body);
    const note = await store.addApplicantNote(id, body, session.owner.email);
    if (!note) throw new DeskError(404, "No such applicant.");
    return reply.code(201).send(note);
  });

  app.get("/admin/api/applicants/:id/cv", async (request, reply) => {
    const session = requireOwner(request);
    const { id } = parse(idParams, request.params);
    const applicant = await store.applicant(id);
    if (!applicant) throw new DeskError(404, "No such file.");
    // Kept for the record, never served: the file may be what the scan says it is.
    if (applicant.cv.quarantined) throw quarantined();
    const cvId = await store.applicantCvId(id);
    const bytes = cvId && (await store.readBrief(cvId));
    if (!bytes) throw new DeskError(404, "No such file.");
    await store.recordAudit(session.owner.email, "cv downloaded", `applicant ${id}`);
    return reply
      .type(applicant.cv.type)
      .header("content-length", applicant.cv.size)
      .header("content-disposition", contentDisposition(applicant.cv.name, { type: "attachment" }))
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .header("cache-control", "private, no-store")
      .send(Readable.from(bytes));
  });
}

/**
 * A reply to an applicant from the desk's composer, queued in the outbox once per key as a
 * lead's reply is (server/workflow/workflow-routes.ts): a repeat answers the first reply and
 * wakes no outbox; the key reused for another text or another applicant is refused.
 */
function applicantReplyRoute(
  app: FastifyInstance,
  { store, canMail, wakeOutbox }: WorkflowRouteOptions & { store: Store },
) {
  app.post("/admin/api/applicants/:id/replies", async (request, reply) => {
    const session = requireOwner(request);
    const { id } = parse(idParams, request.params);
    const { subject, body, key } = parse(replyBody, request.body);
    const applicant = await store.applicant(id);
    if (!applicant) throw new DeskError(404, "No such applicant.");
    if (!canMail) throw new DeskError(409, "Mail is not set up (SMTP_HOST): no reply can be sent.");
    if (!emailPattern.test(applicant.email) || !isValidEmail(applicant.email))
      throw new DeskError(409, "The applicant left no e-mail address a reply can go to.");
    const queued = await store.queueApplicantReply(id, {
      subject,
      body,
      author: session.owner.email,
      target: applicant.email,
      key,
    });
    if (!queued) throw new DeskError(404, "No such applicant.");
    if (queued === "key-reused")
      throw new DeskError(
        422,
        "A reply from this draft was already queued with another text or to another applicant.",
      );
    if (!queued.repeated) wakeOutbox?.();
    return reply.code(201).send({ delivery: queued.delivery } satisfies ApplicantReplyQueued);
  });
}
