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

/** A file that came with a client's mail, kept apart; served only to signed-in owners. */
export interface InboundAttachment {
  id: number;
  /** The file name the sender gave, as text (never a path on the server). */
  name: string;
  /** Bytes. */
  size: number;
  /** The MIME type the sender declared; the desk serves it as a download whatever it says. */
  type: string;
}

/** A mail that came into the company mailbox from the person (server/inbound/). */
export interface InboundMessage {
  id: number;
  /** The sender's address. */
  from: string;
  subject: string;
  /** What the sender wrote, without the quoted history and the signature. */
  text: string;
  /** The whole message (GET /admin/api/inbound/:id) says more than `text`. */
  hasFullText: boolean;
  attachments: InboundAttachment[];
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
      /** A mail from the person; leadId is the lead it answers or the person's newest. */
      type: "inbound";
      at: string;
      leadId: number | null;
      message: InboundMessage;
    }
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

/** A person found by name, e-mail or phone: how their newest lead names them. */
export interface PersonMatch {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** GET /admin/api/people?search=: the people whose leads match, newest first (at most 8). */
export interface PersonSearch {
  people: PersonMatch[];
}

/** POST /admin/api/people/:id/join and POST /admin/api/leads/:id/split: the person now. */
export interface PersonChange {
  personId: number;
}

/** GET /admin/api/inbound/:id: one mail from a client, whole, as text (never as HTML). */
export interface InboundMessageFull extends InboundMessage {
  at: string;
  personId: number | null;
  leadId: number | null;
  /** The whole text: the plain part, else the HTML part turned into text. */
  fullText: string;
  /** True when the mail was larger than the reader keeps and was cut. */
  truncated: boolean;
}
