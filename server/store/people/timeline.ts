import type { LeadStatus } from "@contracts/desk";
import type { PersonTimeline, TimelineDelivery, TimelineEvent } from "@contracts/people";
import { toNote, type NoteRow } from "../desk/desk";
import { toLead, type LeadRow } from "../leads/lead-row";
import { toDelivery, type DeliveryRow } from "../deliveries/deliveries";
import { isoTime } from "../database/iso-time";
import {
  inboundAttachmentColumns,
  inboundMessageColumns,
  toInboundMessage,
  type InboundAttachmentRow,
  type InboundMessageRow,
} from "../inbound/inbound";

/** The rows a person's timeline is read from, the same in both dialects. */
interface PersonRows {
  leads: LeadRow[];
  notes: NoteRow[];
  /** A reply written in the desk may carry subject, body and author columns. */
  deliveries: Array<
    DeliveryRow & { subject?: string | null; body?: string | null; author?: string | null }
  >;
  statusChanges: Array<{
    lead_id: number | string;
    at: string | Date;
    actor: string;
    from_status: LeadStatus;
    to_status: LeadStatus;
  }>;
  personEvents: Array<{
    kind: "join" | "split";
    lead_id: number | string;
    other_lead_id: number | string;
    at: string | Date;
    actor: string;
  }>;
  inbound: InboundMessageRow[];
  inboundAttachments: InboundAttachmentRow[];
}

/** The SQL of each kind of row, by the person's id in `person` (`?` or `$1`). */
export const personRowQueries = (person: string) => {
  const leadsOf = `SELECT id FROM submissions WHERE person_id = ${person}`;
  return {
    notes: `SELECT * FROM notes WHERE lead_id IN (${leadsOf}) ORDER BY id`,
    deliveries: `SELECT * FROM deliveries WHERE lead_id IN (${leadsOf}) ORDER BY id`,
    statusChanges: `SELECT lead_id, at, actor, from_status, to_status FROM status_changes
      WHERE lead_id IN (${leadsOf}) ORDER BY id`,
    personEvents: `SELECT kind, lead_id, other_lead_id, at, actor FROM person_events
      WHERE lead_id IN (${leadsOf}) OR other_lead_id IN (${leadsOf}) ORDER BY id`,
    inbound: `SELECT ${inboundMessageColumns} FROM inbound_messages
      WHERE lead_id IN (${leadsOf}) ORDER BY id`,
    inboundAttachments: `SELECT ${inboundAttachmentColumns} FROM inbound_attachments
      WHERE message_id IN (SELECT id FROM inbound_messages WHERE lead_id IN (${leadsOf}))
      ORDER BY id`,
  };
};

/** A delivery happened when it was sent, or else when it was (last) due. */
const deliveryTime = (delivery: TimelineDelivery) =>
  delivery.sentAt ?? new Date(delivery.nextAttemptAt).toISOString();

const replyFields = ["subject", "body", "author"] as const;

function toTimelineDelivery(row: PersonRows["deliveries"][number]): TimelineDelivery {
  const delivery: TimelineDelivery = toDelivery(row);
  for (const field of replyFields) if (row[field] !== undefined) delivery[field] = row[field];
  return delivery;
}

const distinct = (values: Array<string | null>) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/** Orders by time; at the same instant a lead comes before what followed it. */
const eventOrder: Record<TimelineEvent["type"], number> = {
  submission: 0,
  delivery: 1,
  inbound: 2,
  note: 2,
  status: 3,
  split: 4,
  join: 5,
};

export function toPersonTimeline(id: number, rows: PersonRows): PersonTimeline | undefined {
  if (rows.leads.length === 0) return undefined;
  const leads = rows.leads.map(toLead);
  const events: TimelineEvent[] = [
    ...leads.map((lead) => ({ type: "submission" as const, at: lead.createdAt, lead })),
    ...rows.notes.map(toNote).map((note) => ({
      type: "note" as const,
      at: note.createdAt,
      leadId: note.leadId,
      note,
    })),
    ...rows.deliveries.map(toTimelineDelivery).map((delivery) => ({
      type: "delivery" as const,
      at: deliveryTime(delivery),
      leadId: delivery.leadId,
      delivery,
    })),
    ...rows.statusChanges.map((row) => ({
      type: "status" as const,
      at: isoTime(row.at),
      leadId: Number(row.lead_id),
      actor: row.actor,
      from: row.from_status,
      to: row.to_status,
    })),
    ...rows.inbound.map((row) => ({
      type: "inbound" as const,
      at: isoTime(row.received_at),
      leadId: row.lead_id === null ? null : Number(row.lead_id),
      message: toInboundMessage(row, rows.inboundAttachments),
    })),
    ...rows.personEvents.map((row) => ({
      type: row.kind,
      at: isoTime(row.at),
      actor: row.actor,
      leadId: Number(row.lead_id),
      otherLeadId: Number(row.other_lead_id),
    })),
  ];
  // A stable sort: rows of one kind keep their stored order.
  events.sort((a, b) =>
    a.at === b.at ? eventOrder[a.type] - eventOrder[b.type] : a.at < b.at ? -1 : 1,
  );
  return {
    id,
    names: distinct(leads.map((lead) => lead.name)),
    emails: distinct(leads.map((lead) => lead.email)),
    phones: distinct(leads.map((lead) => lead.phone)),
    leadCount: leads.length,
    events,
  };
}

export const splitDetail = (leadId: number, from: number) =>
  `lead ${leadId} split from person ${from} into a person of its own`;
export const joinDetail = (from: number, into: number) =>
  `person ${from} joined into person ${into}`;
