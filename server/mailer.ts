import nodemailer from "nodemailer";
import type { SendMailOptions, Transporter } from "nodemailer";
import { quoteServiceOptions } from "../contracts/forms";
import type { SmtpConfig } from "./config";
import type { StoredSubmission } from "./inbox";

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
}

const formTitles = {
  contact: "Contact message",
  quote: "Quote request",
  newsletter: "Newsletter sign-up",
};

/** Removes line breaks and other control characters, so a value can never start a new header. */
export const oneLine = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const emailShape = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/;

export function buildMail(submission: StoredSubmission, settings: MailSettings): SendMailOptions {
  const name = oneLine(submission.name ?? "");
  const title = formTitles[submission.form];
  const subject = oneLine(
    submission.subject ?? `${title} from ${name || oneLine(submission.email ?? "a visitor")}`,
  ).slice(0, 200);
  const replyAddress = oneLine(submission.replyTo ?? submission.email ?? "");
  const service = quoteServiceOptions.find((option) => option.value === submission.service);

  const lines = [
    `${title} #${submission.id}, received ${submission.createdAt} on the ${settings.companyName} website.`,
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
  if (submission.message) lines.push("", "Message:", submission.message);
  lines.push("", "Reply to this e-mail to answer the visitor directly.");

  return {
    from: settings.from,
    to: settings.to,
    // An address object is used as given; nodemailer never re-parses it into several addresses.
    replyTo: emailShape.test(replyAddress) ? { name: name, address: replyAddress } : undefined,
    subject,
    text: lines.join("\n"),
    headers: { "X-Submission-Id": String(submission.id) },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

export interface Mailer {
  send(submission: StoredSubmission): Promise<void>;
  close(): void;
}

export function createMailer(smtp: SmtpConfig, companyName: string, defaultTo: string): Mailer {
  const transport: Transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
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
  };
  return {
    async send(submission) {
      await transport.sendMail(buildMail(submission, settings));
    },
    close: () => transport.close(),
  };
}
