import nodemailer from "nodemailer";
import type { SendMailOptions, Transporter } from "nodemailer";
import {
  emailPattern,
  hasInvisibleCharacters,
  isValidEmail,
  quoteServiceOptions,
  stripInvisibleCharacters,
} from "@contracts/forms";
import type { Autoresponder } from "@contracts/identity-schema";
import type { SmtpConfig } from "../config";
import { DeliveryError } from "./delivery-error";
import type { Nonced, SentLead } from "../store/deliveries/deliveries";
import { buildDigestMail, buildReply } from "../workflow/reply-mail";
import { buildApplicantReply, buildApplicationMail } from "../applicants/applicant-mail";
import type { ApplicantDetail } from "@contracts/applicants";
import { briefLines } from "./lead-files";
import { mailId } from "./outside-ids";
import type { QueuedMail } from "./send";

/**
 * The notification e-mail of one submission. Every value a visitor typed is flattened to one
 * line before it goes near a header, addresses are passed as parsed objects (never as strings
 * nodemailer would split on commas), and the recipients are fixed by configuration: no field
 * can add a header, a recipient or a MIME part.
 */

export interface MailSettings {
  from: string;
  to: string;
  companyName: string;
  /** The site's host name, for the Message-ID of each lead. */
  siteHost: string;
  /** The site's origin, for the links into the desk. */
  siteUrl: string;
}

const formTitles = {
  contact: "Contact message",
  quote: "Quote request",
  newsletter: "Newsletter sign-up",
};

/**
 * Removes line breaks, control and invisible (bidi, zero-width) characters, so a value can never
 * start a new header or read differently from what it is. Values were validated before they were
 * stored; this is the second line of defence for rows that were not (older rows, other writers).
 */
export const oneLine = (value: string) =>
  stripInvisibleCharacters(
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();

/** A header value from a stored field, or undefined when the field would not pass validation now. */
const headerValue = (value: string | null) =>
  value && !hasInvisibleCharacters(value) ? oneLine(value) : undefined;

/**
 * The same Message-ID however often the mail is sent: mail systems keep one copy per lead. Its
 * nonce makes it another lead's on any other install (outside-ids.ts).
 */
export const messageId = (lead: Nonced, siteHost: string) => mailId("lead", lead, siteHost);

export function buildMail(submission: SentLead, settings: MailSettings): SendMailOptions {
  // Headers come only from values that pass the form's rules; anything else is left out.
  const name = headerValue(submission.name) ?? "";
  const title = formTitles[submission.form];
  const email = headerValue(submission.email);
  const subject = (
    headerValue(submission.subject) ?? `${title} from ${name || email || "a visitor"}`
  ).slice(0, 200);
  const replyAddress = headerValue(submission.replyTo) ?? email ?? "";
  const service = quoteServiceOptions.find((option) => option.value === submission.service);

  const lines = [
    `${title} #${submission.id}, received ${submission.createdAt} on the ${settings.companyName} website.`,
    // One weak spam signal: sent as usual, with the reason the desk flags it for.
    ...(submission.suspect ? [`Flagged: ${oneLine(submission.suspect)}`] : []),
    "",
    ...(
      [
        ["Name", submission.name],
        ["Email", submission.email],
        ["Phone", submission.phone],
        ["Service", service ? `${service.label} (${service.value})` : submission.service],
      ] as const
    )
      .filter(([, value]) => value)
      .map(([label, value]) => `${label}: ${oneLine(value ?? "")}`),
  ];
  if (submission.message) lines.push("", "Message:", stripInvisibleCharacters(submission.message));
  lines.push(...briefLines(submission, settings.siteUrl, oneLine));
  lines.push("", "Reply to this e-mail to answer the visitor directly.");

  return {
    from: settings.from,
    to: settings.to,
    // An address object is used as given; nodemailer never re-parses it into several addresses.
    replyTo:
      emailPattern.test(replyAddress) && isValidEmail(replyAddress)
        ? { name, address: replyAddress }
        : undefined,
    messageId: messageId(submission, settings.siteHost),
    subject,
    text: lines.join("\n"),
    headers: { "X-Submission-Id": String(submission.id) },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** What the autoresponder fills in besides the visitor's name. */
export interface AutoreplySettings {
  /** The sender; the same as the team notification's. */
  from: string;
  /** Where the visitor's answer to the autoreply goes: the team's inbox. */
  replyTo: string;
  companyName: string;
  companyPhone: string;
  companyEmail: string;
  siteHost: string;
}

/** Another Message-ID than the notification's: the visitor's copy, also one per lead. */
export const autoreplyMessageId = (lead: Nonced, siteHost: string) =>
  mailId("autoreply", lead, siteHost);

/**
 * The autoresponder's mail to the visitor of one lead, or undefined when the lead has no address
 * that passes the form's rules. The template is the owner's (contracts/identity.ts); the only
 * visitor value in it is the name, flattened to one line; the recipient is the lead's address
 * as an object, never a string nodemailer could split.
 */
export function buildAutoreply(
  lead: Nonced & { name: string | null; email: string | null },
  template: Pick<Autoresponder, "subject" | "text">,
  settings: AutoreplySettings,
): SendMailOptions | undefined {
  const address = headerValue(lead.email);
  if (!address || !emailPattern.test(address) || !isValidEmail(address)) return undefined;
  const name = headerValue(lead.name) ?? "";
  const values: Record<string, string> = {
    name: name || "there",
    company: settings.companyName,
    phone: settings.companyPhone,
    email: settings.companyEmail,
  };
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, word: string) => values[word] ?? whole);
  return {
    from: settings.from,
    to: { name, address },
    replyTo: settings.replyTo,
    messageId: autoreplyMessageId(lead, settings.siteHost),
    subject: oneLine(fill(template.subject)).slice(0, 200),
    text: fill(template.text),
    headers: {
      // RFC 3834: an automatic answer; well-behaved systems do not answer it in turn.
      "Auto-Submitted": "auto-replied",
      "X-Auto-Response-Suppress": "All",
      "X-Submission-Id": String(lead.id),
    },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export interface Mailer {
  send(submission: SentLead): Promise<void>;
  /** The autoresponder's mail; a DeliveryError when it cannot go (no address, refused for good). */
  sendAutoreply(
    lead: Nonced & { name: string | null; email: string | null },
    template: Pick<Autoresponder, "subject" | "text">,
  ): Promise<void>;
  /** A reply from the desk, threaded to the lead's notification (server/workflow/reply-mail.ts). */
  sendReply(lead: SentLead, mail: QueuedMail): Promise<void>;
  /** An owner's daily digest. */
  sendDigest(mail: QueuedMail): Promise<void>;
  /** The team's mail about a new application (server/applicants/applicant-mail.ts). */
  sendApplication(applicant: ApplicantDetail, delivery: Nonced): Promise<void>;
  /** A reply from the desk to an applicant. */
  sendApplicantReply(applicant: ApplicantDetail, mail: QueuedMail): Promise<void>;
  close(): void;
}

export function createMailer(
  smtp: SmtpConfig,
  companyName: string,
  defaultTo: string,
  siteHost = "localhost",
  company: { phone: string; email: string } = { phone: "", email: defaultTo },
  siteUrl = `https://${siteHost}`,
): Mailer {
  const transport: Transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    // Without TLS the send fails: a stripped STARTTLS cannot downgrade it to clear text.
    requireTLS: smtp.requireTls,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? "" } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const to = smtp.to ?? defaultTo;
  const settings: MailSettings = {
    to,
    from: smtp.from ?? smtp.user ?? to,
    companyName,
    siteHost,
    siteUrl,
  };
  /** A mail to one outside address, or a DeliveryError when it cannot go (none, refused). */
  const sendToAddress = async (message: SendMailOptions | undefined) => {
    if (!message)
      throw new DeliveryError("the lead has no usable e-mail address", { retry: false });
    try {
      await transport.sendMail(message);
    } catch (error) {
      // 5xx from the mail server: the visitor's address is refused for good; 4xx and lost
      // connections are worth another try.
      const code = (error as { responseCode?: number }).responseCode ?? 0;
      if (code >= 500 && code < 600)
        throw new DeliveryError(`mail server refused: ${(error as Error).message}`, {
          retry: false,
        });
      throw error;
    }
  };
  const queuedSettings = {
    from: settings.from,
    replyTo: to,
    siteHost,
    notificationId: messageId,
    oneLine,
  };
  const applicantSettings = { ...settings, team: to, oneLine };
  return {
    async send(submission) {
      await transport.sendMail(buildMail(submission, settings));
    },
    async sendAutoreply(lead, template) {
      await sendToAddress(
        buildAutoreply(lead, template, {
          from: settings.from,
          replyTo: to,
          companyName,
          companyPhone: company.phone,
          companyEmail: company.email,
          siteHost,
        }),
      );
    },
    sendReply: (lead, mail) => sendToAddress(buildReply(lead, mail, queuedSettings)),
    sendDigest: (mail) => sendToAddress(buildDigestMail(mail, queuedSettings)),
    sendApplication: async (applicant, delivery) =>
      void (await transport.sendMail(buildApplicationMail(applicant, delivery, applicantSettings))),
    sendApplicantReply: (applicant, mail) =>
      sendToAddress(buildApplicantReply(applicant, mail, applicantSettings)),
    close: () => transport.close(),
  };
}
