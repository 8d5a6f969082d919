import type { Autoresponder } from "@contracts/identity-schema";
import type { ServerConfig } from "../config";
import type { Mailer } from "./mailer";
import type { DeliveryPlan } from "./plan";
import type { DeliverySenders } from "./send";
import { postWebhook } from "./webhook";

export interface SenderSetup {
  /** Present when SMTP is configured. */
  mailer?: Mailer;
  autoresponder: Pick<Autoresponder, "enabled" | "subject" | "text">;
  webhooks?: ServerConfig["webhooks"];
  /** The site's origin: the webhooks' links into the desk. */
  siteUrl?: string;
  /** For tests. */
  fetchImpl?: typeof fetch;
}

/** What this server will queue for each lead (server/deliveries/plan.ts). */
export const deliveryPlan = ({ mailer, autoresponder, webhooks }: SenderSetup): DeliveryPlan => ({
  notify: mailer !== undefined,
  autoreply: mailer !== undefined && autoresponder.enabled,
  webhookUrls: webhooks?.urls ?? [],
});

/** The worker's senders for one setup; kinds that are not set up have none. */
export function createSenders({
  mailer,
  autoresponder,
  webhooks,
  siteUrl,
  fetchImpl,
}: SenderSetup): DeliverySenders & { close: () => void } {
  return {
    notify: mailer && ((lead) => mailer.send(lead)),
    // Sent even if the owner switched the autoresponder off after the lead was queued: the
    // visitor was promised nothing, but the queue is the record of what this lead was to get.
    autoreply: mailer && ((lead) => mailer.sendAutoreply(lead, autoresponder)),
    webhook:
      webhooks &&
      ((url, delivery, lead) =>
        postWebhook(url, delivery, lead, {
          secret: webhooks.secret,
          timeoutMs: webhooks.timeoutMs,
          siteUrl,
          fetchImpl,
        })),
    reply: mailer && ((lead, mail) => mailer.sendReply(lead, mail)),
    digest: mailer && ((mail) => mailer.sendDigest(mail)),
    application: mailer && ((applicant, delivery) => mailer.sendApplication(applicant, delivery)),
    applicantReply: mailer && ((applicant, mail) => mailer.sendApplicantReply(applicant, mail)),
    close: () => mailer?.close(),
  };
}
