import { isValidEmail } from "@contracts/forms";
import { planDeliveries, type DeliveryPlan } from "../deliveries/plan";
import { createAddressCounter } from "../spam/address-counter";
import { countLinks } from "../spam/links";
import { weigh, type SpamSettings, type SpamSignal } from "../spam/verdict";
import { noAttribution, type NewLead } from "../store/intake/intake";
import type { IncomingMessage } from "../store/inbound/inbound";

/**
 * Mail from an unknown sender as a new lead, when the owner turned it on (IMAP_NEW_LEADS=1):
 * source "e-mail", through the form's spam rules where they apply to a mail (too many links, too
 * many from one address in an hour): one weak signal flags it suspect, two quarantine it. Mail a
 * machine sent (Auto-Submitted, a mailing list, a bounce, a no-reply sender) is never a lead.
 * Its key is the mail's Message-ID, so a mail read again is the same lead (a replay).
 */

export interface NewLeadSettings {
  plan: DeliveryPlan;
  spam: Pick<SpamSettings, "maxLinks" | "emailMax">;
}

const messageMax = 5000;
const subjectMax = 200;

/** The key of the lead a mail makes: the same however often the mail is read. */
const keyOf = (message: IncomingMessage) =>
  `mail:${(message.messageKey ?? `${message.mailbox}/${message.uidValidity}/${message.uid}`).slice(0, 200)}`;

export function mailLeads(settings: NewLeadSettings) {
  const senders = createAddressCounter({ windowMs: 60 * 60_000 });
  return {
    /** Whether a mail nobody knows may become a lead at all. */
    wanted: (message: IncomingMessage) =>
      !message.automatic && message.from !== "" && isValidEmail(message.from),
    leadOf(message: IncomingMessage, now: Date): NewLead {
      const found: Array<{ signal: SpamSignal; note: string }> = [];
      const links = countLinks(message.text);
      if (links > settings.spam.maxLinks)
        found.push({ signal: "links", note: `${links} links in the mail` });
      const fromSender = senders.hit(message.from.toLowerCase(), now.getTime());
      if (fromSender > settings.spam.emailMax)
        found.push({ signal: "rate", note: `${fromSender} mails from this address in an hour` });
      const verdict = weigh(found);
      const email = message.from;
      return {
        submission: {
          form: "contact",
          name: null,
          email,
          phone: null,
          service: null,
          message: message.text.slice(0, messageMax) || null,
          subject: message.subject.slice(0, subjectMax) || null,
          replyTo: null,
          next: null,
        },
        attribution: { ...noAttribution, utmSource: "e-mail", utmMedium: "email" },
        status: verdict.status,
        spamReason: verdict.spamReason,
        suspectReason: verdict.suspectReason,
        submissionKey: keyOf(message),
        deliveries: planDeliveries(settings.plan, { email, status: verdict.status }),
        duplicateWindowMs: 0,
        now,
      };
    },
  };
}
