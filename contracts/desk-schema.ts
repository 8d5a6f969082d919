import { z } from "zod";
import { leadDueViews, leadStatuses, type LeadFilterName } from "./desk";
import { formNames, isValidEmail, submissionIdPattern } from "./forms";
import { outcomeShape } from "./revenue-schema";

/**
 * What the lead desk's API (server/admin/plugin.ts) accepts: its queries and bodies. The server
 * parses every request with these; the desk (app/admin) types what it sends with the inferred
 * types only, so its page loads no zod.
 */

const filterShape = {
  form: z.optional(z.enum(formNames)),
  status: z.optional(z.enum(leadStatuses)),
  search: z.optional(z.string().max(200)),
  campaign: z.optional(z.string().max(200)),
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  assignee: z.optional(z.literal("me")),
  due: z.optional(z.enum(leadDueViews)),
} satisfies Record<LeadFilterName, z.ZodType>;

/** GET /admin/api/leads.csv and leads.json: the list's filter, every lead it matches. */
export const leadFilterQuery = z.object(filterShape);
export type LeadFilter = z.infer<typeof leadFilterQuery>;

/** GET /admin/api/leads: the filter and the page (from 1). */
export const leadListQuery = z.object({
  ...filterShape,
  page: z.optional(z.coerce.number().int().min(1).max(100_000)),
});

/** POST /admin/api/session */
export const signInBody = z.object({ email: z.string().max(254), password: z.string().max(1024) });
export type SignInBody = z.input<typeof signInBody>;

/**
 * POST /admin/api/leads/:id/status: "won" may carry the deal's value (its currency PKR unless
 * given), "lost" a reason from the owner's list (checked by the server against the list).
 */
export const statusBody = z
  .object({ status: z.enum(leadStatuses), ...outcomeShape })
  .refine(
    ({ status, value, currency }) =>
      status === "won" || (value === undefined && currency === undefined),
    "A value goes with a won lead.",
  )
  .refine(
    ({ status, lostReason }) => status === "lost" || lostReason === undefined,
    "A reason goes with a lost lead.",
  );
export type StatusBody = z.input<typeof statusBody>;

/** POST /admin/api/leads/:id/notes: answered with the stored LeadNote. */
export const noteBody = z.object({ body: z.string().trim().min(1).max(5000) });
export type NoteBody = z.input<typeof noteBody>;

/** POST /admin/api/erase: by the intake's own rule, so every address a form accepted can be erased. */
export const eraseBody = z.object({ email: z.string().max(254).refine(isValidEmail) });
export type EraseBody = z.input<typeof eraseBody>;

/**
 * A reply's key: made by the composer when a draft starts (like a form's submission id, a UUID
 * or 22 base64url characters of random bytes), new after each reply sent. The server queues one
 * reply per key, so a retry, a second press or two posts at once send one mail.
 */
export const replyKey = z.string().regex(submissionIdPattern);

/** POST /admin/api/leads/:id/replies: a mail to the lead, sent from the company address. */
export const replyBody = z.object({
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(20_000),
  key: replyKey,
});
export type ReplyBody = z.input<typeof replyBody>;

/** POST /admin/api/leads/:id/assignee: an owner's id, or null for nobody. */
export const assigneeBody = z.object({ ownerId: z.union([z.number().int().min(1), z.null()]) });
export type AssigneeBody = z.input<typeof assigneeBody>;

/** POST /admin/api/leads/:id/follow-up: a day, or null to clear it. */
export const followUpBody = z.object({ on: z.union([z.iso.date(), z.null()]) });
export type FollowUpBody = z.input<typeof followUpBody>;

/** POST and PUT /admin/api/templates */
export const templateBody = z.object({
  name: z.string().trim().min(1).max(100),
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(20_000),
});
export type TemplateBody = z.input<typeof templateBody>;

/** GET /admin/api/first-reply: leads created from `from` to `to` (days, inclusive). */
export const firstReplyQuery = z.object({ from: z.iso.date(), to: z.iso.date() });
