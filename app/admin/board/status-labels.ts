import type { LeadStatus } from "@contracts/desk";

/** Each status as a column's heading and a move's target names it. */
export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  replied: "Replied",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};
