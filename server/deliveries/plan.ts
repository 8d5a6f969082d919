import type { DeliveryRequest, NewLead } from "../store/lead-store";

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
 * The deliveries a new lead queues, in the same transaction as the lead. A spam verdict still
 * tells the team (the lead is kept, and the owner may move it back) but answers no one and tells
 * no other system; a replay queues nothing (the store ignores the list then).
 */
export function planDeliveries(
  plan: DeliveryPlan,
  lead: { email: string | null; status: NewLead["status"] },
): DeliveryRequest[] {
  const deliveries: DeliveryRequest[] = [];
  if (plan.notify) deliveries.push({ kind: "notify", target: null });
  if (lead.status === "spam") return deliveries;
  if (plan.autoreply && lead.email) deliveries.push({ kind: "autoreply", target: null });
  for (const url of plan.webhookUrls) deliveries.push({ kind: "webhook", target: url });
  return deliveries;
}
