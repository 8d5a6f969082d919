import { z } from "zod";

/** What the people API (server/admin/people-routes.ts) accepts. */

const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** :id of /admin/api/people/:id and /admin/api/leads/:id/split */
export const personIdParams = z.object({ id });

/** GET /admin/api/people?search=: a name, an e-mail address or a phone number, or part of one. */
export const personSearchQuery = z.object({ search: z.string().trim().min(2).max(200) });

/** POST /admin/api/people/:id/join */
export const joinBody = z.object({
  otherPersonId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export type JoinBody = z.input<typeof joinBody>;
