import type { SendMailOptions } from "nodemailer";
import type { ApplicantDetail } from "@contracts/applicants";
import { fileSizeText } from "@contracts/file-size";
import { emailPattern, hasInvisibleCharacters, isValidEmail } from "@contracts/forms";
import { mailId } from "../deliveries/outside-ids";
import type { QueuedMail } from "../deliveries/send";
import type { Nonced } from "../store/deliveries/deliveries";

/** The sender's side of an applicant's mail (server/deliveries/mailer.ts fills it in). */
export interface ApplicantMailSettings {
  from: string;
  /** The team's inbox: the application's mail goes there, a reply's answer comes back there. */
  team: string;
  companyName: string;
  siteHost: string;
  /** The site's origin, for the links into the desk. */
  siteUrl: string;
  /** Flattens a value to one line for a header or a line of the mail. */
  oneLine: (value: string) => string;
}

/** The applicant's page in the desk, and the CV's download there (an owner's only). */
export const applicantPath = (id: number) => `/admin/applicants/${id}`;
export const applicantCvPath = (id: number) => `/admin/api/applicants/${id}/cv`;

const usableAddress = (value: string) =>
  !hasInvisibleCharacters(value) && emailPattern.test(value) && isValidEmail(value);

/** The mail's lines about the CV: its name and a link into the desk, never its bytes. */
function cvLines({ id, cv }: ApplicantDetail, settings: ApplicantMailSettings) {
  const url = (path: string) => new URL(path, settings.siteUrl).toString();
  const name = settings.oneLine(cv.name);
  return [
    "",
    "CV (in the desk, for a signed-in owner; never attached to this mail):",
    cv.quarantined
      ? `- ${name} (${fileSizeText(cv.size)}), flagged by the virus scan and kept in quarantine: ${url(applicantPath(id))}`
      : `- ${name} (${cv.type}, ${fileSizeText(cv.size)}): ${url(applicantCvPath(id))}`,
  ];
}

/**
 * The team's mail about a new application: the opening it is for, what the applicant wrote, and
 * a link to the CV in the desk (the file is never attached: it came from the internet). Answers
 * go to the applicant. The same Message-ID however often it is sent (its delivery's id and nonce).
 */
export function buildApplicationMail(
  applicant: ApplicantDetail,
  delivery: Nonced,
  settings: ApplicantMailSettings,
): SendMailOptions {
  const { oneLine } = settings;
  const name = oneLine(applicant.name);
  const facts: Array<[string, string | null]> = [
    ["Name", applicant.name],
    ["Email", applicant.email],
    ["Phone", applicant.phone],
    ["Link", applicant.link],
  ];
  const lines = [
    `Application #${applicant.id} for ${oneLine(applicant.opening.title)}, received ${applicant.createdAt} on the ${settings.companyName} website.`,
    `The opening: ${new URL(`/careers/${applicant.opening.slug}`, settings.siteUrl).toString()}`,
    `The applicant in the desk: ${new URL(applicantPath(applicant.id), settings.siteUrl).toString()}`,
    "",
    ...facts
      .filter(([, value]) => value)
      .map(([label, value]) => `${label}: ${oneLine(value ?? "")}`),
    ...(applicant.note ? ["", "Cover note:", applicant.note] : []),
    ...cvLines(applicant, settings),
    "",
    "Reply to this e-mail to answer the applicant directly, or from the desk.",
  ];
  return {
    from: settings.from,
    to: settings.team,
    replyTo: usableAddress(applicant.email) ? { name, address: applicant.email } : undefined,
    messageId: mailId("application", delivery, settings.siteHost),
    subject: `Application for ${oneLine(applicant.opening.title)} from ${name}`.slice(0, 200),
    text: lines.join("\n"),
    headers: { "X-Application-Id": String(applicant.id) },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

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
