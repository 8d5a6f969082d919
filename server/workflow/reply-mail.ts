import type { SendMailOptions } from "nodemailer";
import { emailPattern, hasInvisibleCharacters, isValidEmail } from "@contracts/forms";
import { mailId } from "../deliveries/outside-ids";
import type { QueuedMail } from "../deliveries/send";
import type { Nonced, SentLead } from "../store/deliveries/deliveries";

/** The sender's side of a reply or a digest: the company address and the team's inbox. */
export interface QueuedMailSettings {
  from: string;
  /** Where an answer to the mail goes: the team's inbox. */
  replyTo: string;
  siteHost: string;
  /** The lead notification's Message-ID (server/deliveries/mailer.ts), which a reply answers. */
  notificationId: (lead: Nonced, siteHost: string) => string;
  /** Flattens a value to one line for a header (server/deliveries/mailer.ts). */
  oneLine: (value: string) => string;
}

/** One per reply, stable across retries: a resend is recognised as the same mail. */
export const replyMessageId = (delivery: Nonced, siteHost: string) =>
  mailId("reply", delivery, siteHost);

/** The delivery a queued mail is, by its id and nonce. */
const deliveryOf = (mail: QueuedMail): Nonced => ({ id: mail.deliveryId, nonce: mail.nonce });

const usableAddress = (value: string) =>
  !hasInvisibleCharacters(value) && emailPattern.test(value) && isValidEmail(value);

/**
 * A reply from the desk to the lead: from the company address, answers to the team's inbox,
 * threaded under the lead's notification (In-Reply-To, References). Undefined when the address
 * does not pass the form's rules. The recipient is an address object, never a string nodemailer
 * could split; the subject is flattened to one line.
 */
export function buildReply(
  lead: Pick<SentLead, "id" | "nonce" | "name">,
  mail: QueuedMail,
  settings: QueuedMailSettings,
): SendMailOptions | undefined {
  if (!usableAddress(mail.to)) return undefined;
  const thread = settings.notificationId(lead, settings.siteHost);
  return {
    from: settings.from,
    to: { name: lead.name ? settings.oneLine(lead.name) : "", address: mail.to },
    replyTo: settings.replyTo,
    messageId: replyMessageId(deliveryOf(mail), settings.siteHost),
    inReplyTo: thread,
    references: [thread],
    subject: settings.oneLine(mail.subject).slice(0, 200),
    text: mail.body,
    headers: { "X-Submission-Id": String(lead.id) },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** An owner's daily digest (server/workflow/digest.ts), marked as sent by a machine. */
export function buildDigestMail(
  mail: QueuedMail,
  settings: QueuedMailSettings,
): SendMailOptions | undefined {
  if (!usableAddress(mail.to)) return undefined;
  return {
    from: settings.from,
    to: { name: "", address: mail.to },
    messageId: mailId("digest", deliveryOf(mail), settings.siteHost),
    subject: settings.oneLine(mail.subject).slice(0, 200),
    text: mail.body,
    headers: { "Auto-Submitted": "auto-generated" },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
