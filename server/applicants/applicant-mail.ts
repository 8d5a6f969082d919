import type { SendMailOptions } from "nodemailer";
import type { ApplicantDetail } from "@contracts/applicants";
import { emailPattern, hasInvisibleCharacters, isValidEmail } from "@contracts/forms";
import { mailId } from "../deliveries/outside-ids";
import type { QueuedMail } from "../deliveries/send";

/** The sender's side of an applicant's mail (server/deliveries/mailer.ts fills it in). */
export interface ApplicantMailSettings {
  from: string;
  /** The team's inbox: a reply's answer comes back there. */
  team: string;
  siteHost: string;
  /** Flattens a value to one line for a header or a line of the mail. */
  oneLine: (value: string) => string;
}

const usableAddress = (value: string) =>
  !hasInvisibleCharacters(value) && emailPattern.test(value) && isValidEmail(value);

/**
 * A reply from the desk to the applicant, as a lead's reply is (server/workflow/reply-mail.ts):
 * from the company address, answers to the team's inbox, to the applicant's address as an
 * object (never a string nodemailer could split). Undefined when that address does not pass
 * the form's rules now.
 */
export function buildApplicantReply(
  applicant: Pick<ApplicantDetail, "id" | "name">,
  mail: QueuedMail,
  settings: ApplicantMailSettings,
): SendMailOptions | undefined {
  if (!usableAddress(mail.to)) return undefined;
  return {
    from: settings.from,
    to: { name: settings.oneLine(applicant.name), address: mail.to },
    replyTo: settings.team,
    messageId: mailId(
      "applicant-reply",
      { id: mail.deliveryId, nonce: mail.nonce },
      settings.siteHost,
    ),
    subject: settings.oneLine(mail.subject).slice(0, 200),
    text: mail.body,
    headers: { "X-Application-Id": String(applicant.id) },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
