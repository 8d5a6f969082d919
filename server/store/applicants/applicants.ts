import type {
  ApplicantDelivery,
  ApplicantDetail,
  ApplicantNote,
  ApplicantStage,
  ApplicantSummary,
} from "@contracts/applicants";
import { isoTime } from "../database/iso-time";
import { toDelivery, type DeliveryRow } from "../deliveries/deliveries";
import type { NewReply } from "../workflow/workflow";

/**
 * Applications to the openings: their own pipeline, apart from leads. Each holds the text the
 * applicant sent, its stage, the owners' notes and its CV, which is a brief record
 * (server/store/briefs/): the same storage of a visitor's file, on disk on SQLite and in chunks
 * on PostgreSQL. Each dialect's SQL is beside it (sqlite.ts, postgres.ts).
 */

export interface NewApplication {
  opening: { slug: string; title: string };
  name: string;
  email: string;
  phone: string | null;
  link: string | null;
  note: string | null;
  /** The stored CV's brief id. */
  cvId: string;
  /** The browser's id of this filled form: a replay stores nothing new. */
  submissionKey: string | null;
  /** Queues the team's mail about it (SMTP is set up), in the same transaction. */
  notifyTeam: boolean;
}

/** A reply queued by queueApplicantReply, or the one queued earlier with its key (`repeated`). */
export interface QueuedApplicantReply {
  delivery: ApplicantDelivery;
  repeated: boolean;
}

export interface ApplicantsStore {
  /** Stores the application; a replay of one already stored returns its id with `replay`. */
  addApplication(application: NewApplication): Promise<{ id: number; replay: boolean }>;
  /** Newest first, at most `limit`; one stage's when given. */
  applicants(query: { stage?: ApplicantStage; limit: number }): Promise<ApplicantSummary[]>;
  applicant(id: number): Promise<ApplicantDetail | undefined>;
  /** The CV's brief id, for its download. */
  applicantCvId(id: number): Promise<string | undefined>;
  /** Moves the applicant to a stage, audited; false when there is no such applicant. */
  setApplicantStage(id: number, stage: ApplicantStage, actor: string): Promise<boolean>;
  /** Adds an owner's note, audited; undefined when there is no such applicant. */
  addApplicantNote(id: number, body: string, author: string): Promise<ApplicantNote | undefined>;
  /**
   * Queues a reply to the applicant as a delivery of kind `applicant-reply`, audited; undefined
   * when there is no such applicant. A key already queued with this applicant, subject and body
   * answers that reply, changing nothing; with anything else, "key-reused" (as a lead's reply).
   */
  queueApplicantReply(
    id: number,
    reply: NewReply,
    now?: Date,
  ): Promise<QueuedApplicantReply | "key-reused" | undefined>;
}

export interface ApplicationRow {
  id: number | string;
  opening_slug: string;
  opening_title: string;
  name: string;
  email: string;
  stage: string;
  created_at: string | Date;
}

export interface ApplicationDetailRow extends ApplicationRow {
  phone: string | null;
  link: string | null;
  note: string | null;
  cv_name: string;
  cv_type: string;
  cv_size: number | string;
  cv_quarantined: number | boolean;
}

export interface ApplicantNoteRow {
  id: number | string;
  author: string;
  body: string;
  created_at: string | Date;
}

export const summaryColumns =
  "a.id, a.opening_slug, a.opening_title, a.name, a.email, a.stage, a.created_at";
export const detailColumns = `${summaryColumns}, a.phone, a.link, a.note,
  b.name AS cv_name, b.type AS cv_type, b.size AS cv_size, b.quarantined AS cv_quarantined`;

/** The mail about one application, oldest first (both dialects, `?` or `$1` its id). */
export const applicantDeliveriesSql = (id: string) =>
  `SELECT * FROM deliveries WHERE application_id = ${id} ORDER BY id`;

export const toApplicantDelivery = (row: DeliveryRow): ApplicantDelivery => {
  const { leadId: _lead, ...delivery } = toDelivery(row);
  return delivery;
};

/**
 * The answer to a reply whose key was queued before (`earlier`, the delivery holding it): that
 * reply when it is the same applicant, subject and body, else "key-reused", so a key cannot
 * send, or reveal, another reply.
 */
export function repeatedApplicantReply(
  earlier: (DeliveryRow & { application_id?: number | string | null }) | undefined,
  id: number,
  reply: Pick<NewReply, "subject" | "body">,
): QueuedApplicantReply | "key-reused" {
  const same =
    earlier &&
    Number(earlier.application_id) === id &&
    earlier.subject === reply.subject &&
    earlier.body === reply.body;
  return same ? { delivery: toApplicantDelivery(earlier), repeated: true } : "key-reused";
}

export const toApplicantSummary = (row: ApplicationRow): ApplicantSummary => ({
  id: Number(row.id),
  opening: { slug: row.opening_slug, title: row.opening_title },
  name: row.name,
  email: row.email,
  stage: row.stage as ApplicantStage,
  createdAt: isoTime(row.created_at),
});

export const toApplicantNote = (row: ApplicantNoteRow): ApplicantNote => ({
  id: Number(row.id),
  author: row.author,
  body: row.body,
  createdAt: isoTime(row.created_at),
});

export const toApplicantDetail = (
  row: ApplicationDetailRow,
  notes: ApplicantNoteRow[],
  deliveries: DeliveryRow[],
): ApplicantDetail => ({
  ...toApplicantSummary(row),
  phone: row.phone,
  link: row.link,
  note: row.note,
  cv: {
    name: row.cv_name,
    type: row.cv_type,
    size: Number(row.cv_size),
    quarantined: Boolean(row.cv_quarantined),
  },
  notes: notes.map(toApplicantNote),
  deliveries: deliveries.map(toApplicantDelivery),
});

/** The audit log's words for a change to an applicant (never the applicant's text). */
export const stageDetail = (id: number, stage: ApplicantStage) =>
  `applicant ${id} moved to ${stage}`;
export const noteDetail = (id: number) => `note added to applicant ${id}`;
export const replyDetail = (id: number, deliveryId: number) =>
  `applicant ${id}: reply ${deliveryId} queued`;
