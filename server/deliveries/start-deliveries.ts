import type { FastifyBaseLogger } from "fastify";
import { identity } from "@contracts/identity";
import type { Autoresponder } from "@contracts/identity-schema";
import type { ServerConfig } from "../config";
import { createMailer } from "./mailer";
import { startOutbox, type OutboxOptions } from "./outbox";
import type { Store } from "../store/store";
import { createSenders, deliveryPlan, type SenderSetup } from "./senders";
import { startDigest } from "../workflow/digest";

/**
 * What each lead is to get (mail to the team, the autoresponder, webhooks) and the outbox worker
 * that sends it; no worker when nothing is set up.
 */
export function startDeliveries(
  config: ServerConfig,
  store: Store,
  autoresponder: Autoresponder,
  log: FastifyBaseLogger,
  outboxOptions?: OutboxOptions,
) {
  const senderSetup: SenderSetup = {
    mailer:
      config.smtp &&
      createMailer(
        config.smtp,
        identity.companyName,
        identity.email,
        new URL(identity.siteUrl).hostname,
        { phone: identity.phones.contact.display, email: identity.email },
        identity.siteUrl,
      ),
    autoresponder,
    webhooks: config.webhooks,
    siteUrl: identity.siteUrl,
  };
  const deliveries = deliveryPlan(senderSetup);
  const outbox =
    deliveries.notify || deliveries.webhookUrls.length > 0
      ? startOutbox(store, createSenders(senderSetup), log, outboxOptions)
      : undefined;
  // The owners' daily digest goes by mail: only when mail is set up (server/workflow/digest.ts).
  const digest =
    outbox && deliveries.notify
      ? startDigest(
          store,
          { ...config.workflow, deskUrl: new URL("/admin", identity.siteUrl).toString() },
          log,
          outbox.wake,
        )
      : undefined;
  return { deliveries, outbox, digest };
}
