import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type * as desk from "@contracts/desk";
import {
  assigneeBody,
  firstReplyQuery,
  followUpBody,
  replyBody,
  templateBody,
} from "@contracts/desk-schema";
import { emailPattern, isValidEmail } from "@contracts/forms";
import { DeskError, parse, requireOwner } from "../admin/desk-request";
import type { Store } from "../store/store";

export interface WorkflowRouteOptions {
  /** SMTP is set up: without it a reply could never leave, so none is queued. */
  canMail: boolean;
  /** Tells the outbox a reply is waiting (it polls too). */
  wakeOutbox?: () => void;
}

const idParams = z.object({ id: z.coerce.number().int().min(1) });
const dayMs = 24 * 60 * 60_000;

/**
 * Where a reply goes: the address the notification's Reply-To named (the form's reply-to when
 * it has a usable one, else the e-mail), so answering from the desk and from the mailbox reach
 * the same person (decision 0185).
 */
export function replyAddress(lead: Pick<desk.Lead, "email" | "replyTo">) {
  return [lead.replyTo, lead.email].find(
    (address): address is string =>
      !!address && emailPattern.test(address) && isValidEmail(address),
  );
}

/** Replies, assignment, follow-ups, saved replies and the time to first reply. */
export async function workflowRoutes(
  app: FastifyInstance,
  { store, canMail, wakeOutbox }: WorkflowRouteOptions & { store: Store },
) {
  replyRoute(app, { store, canMail, wakeOutbox });

  app.post("/admin/api/leads/:id/assignee", async (request) => {
    const session = requireOwner(request);
    const { id } = parse(idParams, request.params);
    const { ownerId } = parse(assigneeBody, request.body);
    // Leads go to owners only: an editor sees none.
    const owners = await store.listOwners();
    if (ownerId !== null && !owners.some((owner) => owner.id === ownerId && owner.role === "owner"))
      throw new DeskError(404, "No such lead or owner.");
    if (!(await store.assignLead(id, ownerId, session.owner.email)))
      throw new DeskError(404, "No such lead or owner.");
    return { ok: true, assignedTo: ownerId };
  });

  app.post("/admin/api/leads/:id/follow-up", async (request) => {
    const session = requireOwner(request);
    const { id } = parse(idParams, request.params);
    const { on } = parse(followUpBody, request.body);
    if (!(await store.setFollowUp(id, on, session.owner.email)))
      throw new DeskError(404, "No such lead.");
    return { ok: true, followUpOn: on };
  });

  app.get("/admin/api/owners", async (request): Promise<desk.DeskOwner[]> => {
    requireOwner(request);
    return (await store.listOwners())
      .filter((owner) => owner.role === "owner")
      .map(({ id, email }) => ({ id, email }));
  });

  templateRoutes(app, store);

  app.get("/admin/api/first-reply", async (request): Promise<desk.FirstReplyWeek[]> => {
    requireOwner(request);
    const { from, to } = parse(firstReplyQuery, request.query);
    const start = Date.parse(`${from}T00:00:00Z`);
    const end = Date.parse(`${to}T00:00:00Z`) + dayMs;
    // A bounded range: at most about two years of weeks per call.
    if (!(end > start) || end - start > 800 * dayMs)
      throw new DeskError(400, "The range must run forwards and span at most 800 days.");
    return store.medianFirstReplyByWeek(new Date(start), new Date(end));
  });
}

/**
 * A reply to a lead, queued once per key: a repeat (a retry, a second press, two posts at once)
 * is answered with the reply the key queued and wakes no outbox; the key reused for anything
 * else is refused, so a draft edited after a lost answer is not sent as if it were the first.
 */
function replyRoute(
  app: FastifyInstance,
  { store, canMail, wakeOutbox }: WorkflowRouteOptions & { store: Store },
) {
  app.post("/admin/api/leads/:id/replies", async (request, reply) => {
    const session = requireOwner(request);
    const { id } = parse(idParams, request.params);
    const { subject, body, key } = parse(replyBody, request.body);
    const lead = await store.getLead(id);
    if (!lead) throw new DeskError(404, "No such lead.");
    if (!canMail) throw new DeskError(409, "Mail is not set up (SMTP_HOST): no reply can be sent.");
    if (lead.status === "spam")
      throw new DeskError(409, "The lead is marked as spam: mark it not spam before replying.");
    const target = replyAddress(lead);
    if (!target) throw new DeskError(409, "The lead left no e-mail address to reply to.");
    const queued = await store.queueReply(id, {
      subject,
      body,
      author: session.owner.email,
      target,
      key,
    });
    if (!queued) throw new DeskError(404, "No such lead.");
    if (queued === "key-reused")
      throw new DeskError(
        422,
        "A reply from this draft was already queued with another text or to another lead.",
      );
    const { repeated, ...answer } = queued;
    if (!repeated) wakeOutbox?.();
    return reply.code(201).send(answer satisfies desk.ReplyQueued);
  });
}

/** The saved replies (templates): listed, added, changed and deleted, each change audited. */
function templateRoutes(app: FastifyInstance, store: Store) {
  app.get("/admin/api/templates", async (request): Promise<desk.ReplyTemplate[]> => {
    requireOwner(request);
    return store.listTemplates();
  });

  app.post("/admin/api/templates", async (request, reply) => {
    const session = requireOwner(request);
    const template = await store.addTemplate(parse(templateBody, request.body));
    await store.recordAudit(session.owner.email, "template", `template ${template.id} added`);
    return reply.code(201).send(template);
  });

  app.put("/admin/api/templates/:id", async (request): Promise<desk.ReplyTemplate> => {
    const session = requireOwner(request);
    const { id } = parse(idParams, request.params);
    const template = await store.updateTemplate(id, parse(templateBody, request.body));
    if (!template) throw new DeskError(404, "No such template.");
    await store.recordAudit(session.owner.email, "template", `template ${id} changed`);
    return template;
  });

  app.delete("/admin/api/templates/:id", async (request) => {
    const session = requireOwner(request);
    const { id } = parse(idParams, request.params);
    if (!(await store.deleteTemplate(id))) throw new DeskError(404, "No such template.");
    await store.recordAudit(session.owner.email, "template", `template ${id} deleted`);
    return { ok: true };
  });
}
