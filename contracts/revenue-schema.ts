import { z } from "zod";
import { currencies, lostReasonLimits, maxDealValue } from "./revenue";

/** What the desk's revenue API accepts: a won lead's value, a lost one's reason, the reasons' list. */

export const dealValue = z.number().int().min(0).max(maxDealValue);
export const currency = z.enum(currencies);

const reason = z.string().trim().min(1).max(lostReasonLimits.length);

/** The outcome a status change may carry: a value with "won", a reason with "lost". */
export const outcomeShape = {
  value: z.optional(dealValue),
  currency: z.optional(currency),
  lostReason: z.optional(reason),
};

/** PUT /admin/api/lost-reasons: the whole list, each reason once (compared ignoring case). */
export const lostReasonsBody = z.object({
  reasons: z
    .array(reason)
    .max(lostReasonLimits.count)
    .refine(
      (reasons) => new Set(reasons.map((text) => text.toLowerCase())).size === reasons.length,
      "Each reason once.",
    ),
});
export type LostReasonsBody = z.input<typeof lostReasonsBody>;
