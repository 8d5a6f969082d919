import type { ApplicantDetail } from "@contracts/applicants";
import type { ClaimedDelivery, Nonced, SentLead } from "../store/deliveries/deliveries";
import { DeliveryError } from "./delivery-error";
import type { LeadWithBriefs } from "./lead-files";
import type { WebhookDelivery } from "./webhook";

/**
 * The delivery worker's dispatch by kind. Each sender makes one attempt and throws on failure;
 * a DeliveryError says whether another attempt can help, anything else is retried.
 */
export interface DeliverySenders {
  /** The team notification (server/deliveries/mailer.ts). */
  notify?: (lead: SentLead) => Promise<void>;
  /** The autoresponder's mail to the visitor (server/deliveries/mailer.ts). */
  autoreply?: (lead: SentLead) => Promise<void>;
  /** One signed POST (server/deliveries/webhook.ts), with the delivery's id and nonce. */
  webhook?: (url: string, delivery: WebhookDelivery, lead: LeadWithBriefs) => Promise<void>;
  /** A reply written on the desk, threaded to the lead's notification (server/workflow/). */
  reply?: (lead: SentLead, mail: QueuedMail) => Promise<void>;
  /** An owner's daily digest (server/workflow/digest.ts). */
  digest?: (mail: QueuedMail) => Promise<void>;
  /** The team's mail about a new application (server/applicants/applicant-mail.ts). */
  application?: (applicant: ApplicantDetail, delivery: Nonced) => Promise<void>;
  /** A reply written on the desk to an applicant. */
  applicantReply?: (applicant: ApplicantDetail, mail: QueuedMail) => Promise<void>;
}

/** A claimed delivery with what it is about read for it: an applicant's mail, its applicant. */
export type DeliveryToSend = ClaimedDelivery & { applicant?: ApplicantDetail };

/** A mail written when it was queued: its delivery (id and nonce), recipient, subject and text. */
export interface QueuedMail {
  deliveryId: number;
  nonce: string | null;
  to: string;
  subject: string;
  body: string;
}

const queuedMail = (item: ClaimedDelivery): QueuedMail | undefined =>
  item.target && item.subject && item.body
    ? {
        deliveryId: item.id,
        nonce: item.nonce,
        to: item.target,
        subject: item.subject,
        body: item.body,
      }
    : undefined;

/** An applicant's mail: the team's about the application, or a reply from the desk. */
function sendApplicantMail(item: DeliveryToSend, senders: DeliverySenders) {
  const { kind, applicant } = item;
  // Erased since it was queued (its deliveries go with it; a claim may have been made before).
  if (!applicant)
    throw new DeliveryError(`a ${kind} delivery without its applicant`, { retry: false });
  const mail = queuedMail(item);
  if (kind === "application" && senders.application) return senders.application(applicant, item);
  if (kind === "applicant-reply" && senders.applicantReply && mail)
    return senders.applicantReply(applicant, mail);
  throw new DeliveryError(`this server cannot send ${kind} deliveries`, { retry: true });
}

export async function sendDelivery(item: DeliveryToSend, senders: DeliverySenders) {
  const { kind, lead } = item;
  const mail = queuedMail(item);
  if (kind === "digest" && senders.digest && mail) return senders.digest(mail);
  if (kind === "application" || kind === "applicant-reply") return sendApplicantMail(item, senders);
  if (!lead) throw new DeliveryError(`a ${kind} delivery without its lead`, { retry: false });
  // The owner may have marked the lead as spam since it was queued: then nothing leaves for
  // the visitor or another system.
  if (kind !== "notify" && lead.status === "spam")
    throw new DeliveryError("the lead was marked as spam", { retry: false });
  if (kind === "notify" && senders.notify) return senders.notify(lead);
  if (kind === "autoreply" && senders.autoreply) return senders.autoreply(lead);
  if (kind === "webhook" && senders.webhook && item.target)
    return senders.webhook(item.target, item, lead);
  if (kind === "reply" && senders.reply && mail) return senders.reply(lead, mail);
  // Queued by a server set up differently (or since reconfigured): keep it for a server that can.
  throw new DeliveryError(`this server cannot send ${kind} deliveries`, { retry: true });
}

/** Delay before attempt `attempts + 1`: doubles from the base, capped. */
export function retryDelay(attempts: number, baseDelayMs: number, maxDelayMs: number) {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

export interface RetryPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

/**
 * When to try again after a failed attempt (the `attempts`-th), or undefined for "failed for
 * good": a permanent failure or the last allowed attempt. A receiver's Retry-After is honoured
 * (up to the cap), never shortened by the backoff.
 */
export function nextAttemptAt(
  error: unknown,
  attempts: number,
  now: number,
  { baseDelayMs, maxDelayMs, maxAttempts }: RetryPolicy,
): number | undefined {
  if (error instanceof DeliveryError && !error.retry) return undefined;
  if (attempts >= maxAttempts) return undefined;
  const backoff = retryDelay(attempts, baseDelayMs, maxDelayMs);
  const asked = error instanceof DeliveryError ? (error.retryAfterMs ?? 0) : 0;
  return now + Math.max(backoff, Math.min(asked, maxDelayMs));
}
