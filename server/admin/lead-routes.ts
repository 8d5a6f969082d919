import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type * as desk from "@contracts/desk";
import {
  eraseBody,
  leadFilterQuery,
  leadListQuery,
  noteBody,
  statusBody,
  type LeadFilter,
} from "@contracts/desk-schema";
import { releaseDeliveries, type DeliveryPlan } from "../deliveries/plan";
import type { Store } from "../store/store";
import type { LeadQuery } from "../store/desk/desk";
import type { ReleasePlanner } from "../store/deliveries/deliveries";
import { csvStream, jsonStream } from "./csv";
import { DeskError, parse, requireOwner } from "./desk-request";
import { runRetention } from "./retention";
import { deskDay } from "../workflow/desk-time";
import { defaultCurrency } from "@contracts/revenue";
import type { StatusChangeOptions } from "../store/revenue/revenue";

export const pageSize = 25;

const idParams = z.object({ id: z.coerce.number().int().min(1) });

const dayMs = 24 * 60 * 60_000;

/** Who is asking and what day it is for them: "Mine", "Today" and "Overdue" depend on it. */
export interface Viewer {
  ownerId: number;
  timeZone: string;
}

/** Blank filters dropped; the date range is whole days, `to` inclusive. */
function toLeadQuery(query: LeadFilter, viewer: Viewer): LeadQuery {
  const result: LeadQuery = {};
  if (query.assignee === "me") result.assignee = viewer.ownerId;
  if (query.due) result.due = { view: query.due, today: deskDay(viewer.timeZone) };
  if (query.form) result.form = query.form;
  if (query.status) result.status = query.status;
  if (query.search?.trim()) result.search = query.search.trim();
  if (query.campaign?.trim()) result.campaign = query.campaign.trim();
  if (query.from) result.from = new Date(`${query.from}T00:00:00Z`).toISOString();
  if (query.to) result.to = new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs).toISOString();
  return result;
}

/** The first line of a message, cut to about a line of the list's row. */
const previewLength = 140;

/** A lead as the list sends it: the message's preview in place of the message. */
function toListItem({ message, ...lead }: desk.Lead): desk.LeadListItem {
  const firstLine = message?.trim().split(/\r?\n/, 1)[0]?.trim() ?? "";
  const chars = [...firstLine];
  const preview =
    chars.length > previewLength
      ? `${chars
          .slice(0, previewLength - 1)
          .join("")
          .trimEnd()}…`
      : firstLine;
  return { ...lead, preview: preview || null };
}

/** The CSV names each lead's owner by e-mail; the JSON keeps the lead as the API sends it. */
const exportFormats = {
  csv: {
    type: "text/csv; charset=utf-8",
    stream: async (store: Store, leads: AsyncIterable<desk.Lead>) =>
      csvStream(leads, new Map((await store.listOwners()).map(({ id, email }) => [id, email]))),
  },
  json: {
    type: "application/json; charset=utf-8",
    stream: async (_store: Store, leads: AsyncIterable<desk.Lead>) => jsonStream(leads),
  },
} as const;

/** What a lead released from spam is sent, and the outbox to wake for it. */
export interface LeadRelease {
  plan: DeliveryPlan;
  wake: () => void;
}

/** The leads API: list, read, export, status, notes. Exports and notes are audited. */
export async function leadRoutes(
  app: FastifyInstance,
  {
    store,
    timeZone,
    release,
    canMail = false,
  }: { store: Store; timeZone: string; release?: LeadRelease; canMail?: boolean },
) {
  // Leaving spam queues what a new lead gets and the lead lacks, once: quarantine sent nothing.
  const planRelease: ReleasePlanner | undefined =
    release && ((lead, existing) => releaseDeliveries(release.plan, lead, existing));
  app.get("/admin/api/leads", async (request): Promise<desk.LeadListPage> => {
    const session = requireOwner(request);
    const query = parse(leadListQuery, request.query);
    const page = query.page ?? 1;
    const result = await store.listLeads(
      toLeadQuery(query, { ownerId: session.owner.id, timeZone }),
      { offset: (page - 1) * pageSize, limit: pageSize },
    );
    return { ...result, leads: result.leads.map(toListItem), page, pageSize };
  });

  for (const [format, { type, stream }] of Object.entries(exportFormats))
    app.get(`/admin/api/leads.${format}`, async (request, reply) => {
      const session = requireOwner(request);
      const query = toLeadQuery(parse(leadFilterQuery, request.query), {
        ownerId: session.owner.id,
        timeZone,
      });
      // The filter's field names only: a search term may itself be personal data.
      const filters = Object.keys(query).join(", ") || "none";
      await store.recordAudit(session.owner.email, "export", `${format}, filters: ${filters}`);
      return reply
        .type(type)
        .header("content-disposition", `attachment; filename="leads.${format}"`)
        .send(await stream(store, store.streamLeads(query)));
    });

  app.get("/admin/api/leads/:id", async (request): Promise<desk.LeadDetail> => {
    requireOwner(request);
    const { id } = parse(idParams, request.params);
    const lead = await store.getLead(id);
    if (!lead) throw new DeskError(404, "No such lead.");
    return { ...lead, canMail, briefs: await store.leadBriefs(id) };
  });

  app.post("/admin/api/leads/:id/status", async (request): Promise<desk.StatusChange> => {
    const session = requireOwner(request);
    const { id } = parse(idParams, request.params);
    const { status, value, currency, lostReason } = parse(statusBody, request.body);
    if (lostReason !== undefined && !(await store.lostReasons()).includes(lostReason))
      throw new DeskError(422, "That reason is not on the list of lost reasons.");
    const outcome: StatusChangeOptions = {
      webhookUrls: release?.plan.webhookUrls ?? [],
      ...(value !== undefined && { deal: { value, currency: currency ?? defaultCurrency } }),
      ...(lostReason !== undefined && { lostReason }),
    };
    if (!(await store.setLeadStatus(id, status, session.owner.email, planRelease, outcome)))
      throw new DeskError(404, "No such lead.");
    release?.wake();
    const lead = await store.getLead(id);
    return { ok: true, status, deal: lead?.deal ?? null, lostReason: lead?.lostReason ?? null };
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
  { store, retentionDays }: { store: Store; retentionDays: number | undefined },
) {
  app.post("/admin/api/erase", async (request): Promise<desk.Erasure> => {
    const session = requireOwner(request);
    const { email } = parse(eraseBody, request.body);
    return { erased: await store.eraseByEmail(email.trim(), session.owner.email) };
  });

  app.post("/admin/api/retention", async (request): Promise<desk.RetentionRun> => {
    const session = requireOwner(request);
    if (!retentionDays)
      throw new DeskError(409, "RETENTION_DAYS is not set: nothing is deleted by age.");
    return {
      days: retentionDays,
      deleted: (await runRetention(store, retentionDays, session.owner.email)).deleted,
    };
  });

  app.get("/admin/api/audit", async (request): Promise<desk.AuditLogPage> => {
    requireOwner(request);
    return { entries: await store.auditLog(200), retentionDays: retentionDays ?? null };
  });
}
