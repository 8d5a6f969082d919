import type { Delivery, Lead, LeadNote, LeadStatus } from "./desk";

/**
 * A person: every lead with the same e-mail address or phone number (decision 0182), and the
 * timeline the desk shows on /admin/people/:id (GET /admin/api/people/:id).
 */

/**
 * A delivery as the timeline shows it. A reply written in the desk carries what was written and
 * by whom; other kinds carry none of these.
 */
export interface TimelineDelivery extends Delivery {
  subject?: string | null;
  body?: string | null;
  author?: string | null;
}

/** One thing that happened to the person, each with its ISO time. */
export type TimelineEvent =
  | { type: "submission"; at: string; lead: Lead }
  | { type: "note"; at: string; leadId: number; note: LeadNote }
  | {
      type: "status";
      at: string;
      leadId: number;
      actor: string;
      from: LeadStatus;
      to: LeadStatus;
    }
  | { type: "delivery"; at: string; leadId: number; delivery: TimelineDelivery }
  | {
      /** join: an owner joined the people of `leadId` and `otherLeadId` by hand. */
      type: "join" | "split";
      at: string;
      actor: string;
      /** split: the lead taken out; join: a lead of one of the two people. */
      leadId: number;
      /** split: a lead of the person it left; join: a lead of the other person. */
      otherLeadId: number;
    };

/** GET /admin/api/people/:id */
export interface PersonTimeline {
  id: number;
  /** Each distinct value the person's leads carry, in the order first seen. */
  names: string[];
  emails: string[];
  phones: string[];
  leadCount: number;
  /** Oldest first. */
  events: TimelineEvent[];
}

/** POST /admin/api/people/:id/join and POST /admin/api/leads/:id/split: the person now. */
export interface PersonChange {
  personId: number;
}
