import type { DeliveryRequest } from "../store/deliveries/deliveries";
import type { NewLead } from "../store/intake/intake";

/** What this server is set up to send (from the environment and the identity). */
export interface DeliveryPlan {
  /** SMTP is configured: the team is told of every lead. */
  notify: boolean;
  /** SMTP is configured and the identity's autoresponder is enabled. */
  autoreply: boolean;
  /** WEBHOOK_URLS, each one its own delivery (one slow receiver never delays another). */
  webhookUrls: readonly string[];
}

/**
 * The deliveries a new lead queues, in the same transaction as the lead. Quarantined spam queues
 * none: it is in the desk, and releasing it queues what it would have had (`releaseDeliveries`);
 * a suspect lead (one weak signal) is a new lead and gets everything. A replay queues nothing
 * (the store ignores the list then).
 */
export function planDeliveries(
  plan: DeliveryPlan,
  lead: { email: string | null; status: NewLead["status"] },
): DeliveryRequest[] {
  if (lead.status === "spam") return [];
  const deliveries: DeliveryRequest[] = [];
  if (plan.notify) deliveries.push({ kind: "notify", target: null });
  if (plan.autoreply && lead.email) deliveries.push({ kind: "autoreply", target: null });
  for (const url of plan.webhookUrls) deliveries.push({ kind: "webhook", target: url });
  return deliveries;
}

/**
 * What a lead released from spam queues: what a new lead gets, less each kind (and webhook URL)
 * it already has, so a second release, or a lead that was queued before, sends nothing twice.
 */
export function releaseDeliveries(
  plan: DeliveryPlan,
  lead: { email: string | null },
  existing: ReadonlyArray<DeliveryRequest>,
): DeliveryRequest[] {
  const has = new Set(existing.map(({ kind, target }) => `${kind}\n${target ?? ""}`));
  return planDeliveries(plan, { email: lead.email, status: "new" }).filter(
    ({ kind, target }) => !has.has(`${kind}\n${target ?? ""}`),
  );
}
