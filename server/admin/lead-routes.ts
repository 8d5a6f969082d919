import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { formNames, isValidEmail } from "@contracts/forms";
import { leadStatuses, type LeadQuery, type LeadStore } from "../store/lead-store";
import { csvStream, jsonStream } from "./csv";
import { DeskError, parse, requireOwner } from "./desk-request";
import { deleteExpiredLeads } from "./retention";

export const pageSize = 25;

const queryShape = {
  form: z.optional(z.enum(formNames)),
  status: z.optional(z.enum(leadStatuses)),
  search: z.optional(z.string().max(200)),
  campaign: z.optional(z.string().max(200)),
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
};
const listQuery = z.object({
  ...queryShape,
  page: z.optional(z.coerce.number().int().min(1).max(100_000)),
});
const exportQuery = z.object(queryShape);
const statusBody = z.object({ status: z.enum(leadStatuses) });
const noteBody = z.object({ body: z.string().trim().min(1).max(5000) });
// The intake's own rule (contracts/forms.ts): every address a form accepted can be erased.
const eraseBody = z.object({ email: z.string().max(254).refine(isValidEmail) });
const idParams = z.object({ id: z.coerce.number().int().min(1) });

const dayMs = 24 * 60 * 60_000;

/** Blank filters dropped; the date range is whole days, `to` inclusive. */
function toLeadQuery(query: z.infer<typeof exportQuery>): LeadQuery {
  const result: LeadQuery = {};
  if (query.form) result.form = query.form;
  if (query.status) result.status = query.status;
  if (query.search?.trim()) result.search = query.search.trim();
  if (query.campaign?.trim()) result.campaign = query.campaign.trim();
  if (query.from) result.from = new Date(`${query.from}T00:00:00Z`).toISOString();
  if (query.to) result.to = new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs).toISOString();
  return result;
}

const exportFormats = {
  csv: { type: "text/csv; charset=utf-8", stream: csvStream },
  json: { type: "application/json; charset=utf-8", stream: jsonStream },
} as const;

/** The leads API: list, read, export, status, notes. Exports and notes are audited. */
export async function leadRoutes(app: FastifyInstance, { store }: { store: LeadStore }) {
  app.get("/admin/api/leads", async (request) => {
    requireOwner(request);
    const query = parse(listQuery, request.query);
    const page = query.page ?? 1;
    const result = await store.listLeads(toLeadQuery(query), {
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return { ...result, page, pageSize };
  });

  for (const [format, { type, stream }] of Object.entries(exportFormats))
    app.get(`/admin/api/leads.${format}`, async (request, reply) => {
      const session = requireOwner(request);
      const query = toLeadQuery(parse(exportQuery, request.query));
      // The filter's field names only: a search term may itself be personal data.
      const filters = Object.keys(query).join(", ") || "none";
      await store.recordAudit(session.owner.email, "export", `${format}, filters: ${filters}`);
      return reply
        .type(type)
        .header("content-disposition", `attachment; filename="leads.${format}"`)
        .send(stream(store.streamLeads(query)));
    });

  app.get("/admin/api/leads/:id", async (request) => {
    requireOwner(request);
    const { id } = parse(idParams, request.params);
    const lead = await store.getLead(id);
    if (!lead) throw new DeskError(404, "No such lead.");
    return lead;
  });

  app.post("/admin/api/leads/:id/status", async (request) => {
    const session = requireOwner(request);
    const { id } = parse(idParams, request.params);
    const { status } = parse(statusBody, request.body);
    if (!(await store.setLeadStatus(id, status, session.owner.email)))
      throw new DeskError(404, "No such lead.");
    return { ok: true, status };
  });

  app.post("/admin/api/leads/:id/notes", async (request, reply) => {
    const session = requireOwner(request);
    const { id } = parse(idParams, request.params);
    const { body } = parse(noteBody, request.body);
    const note = await store.addNote(id, session.owner.email, body);
    if (!note) throw new DeskError(404, "No such lead.");
    await store.recordAudit(session.owner.email, "note", `lead ${id}: note ${note.id} added`);
    return reply.code(201).send(note);
  });
}

/** Erasure, retention and the audit log. */
export async function retentionRoutes(
  app: FastifyInstance,
  { store, retentionDays }: { store: LeadStore; retentionDays: number | undefined },
) {
  app.post("/admin/api/erase", async (request) => {
    const session = requireOwner(request);
    const { email } = parse(eraseBody, request.body);
    return { erased: await store.eraseByEmail(email.trim(), session.owner.email) };
  });

  app.post("/admin/api/retention", async (request) => {
    const session = requireOwner(request);
    if (!retentionDays)
      throw new DeskError(409, "RETENTION_DAYS is not set: nothing is deleted by age.");
    return {
      days: retentionDays,
      deleted: await deleteExpiredLeads(store, retentionDays, session.owner.email),
    };
  });

  app.get("/admin/api/audit", async (request) => {
    requireOwner(request);
    return { entries: await store.auditLog(200), retentionDays: retentionDays ?? null };
  });
}
