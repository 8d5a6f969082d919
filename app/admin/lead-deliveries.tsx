import type { Delivery } from "@contracts/desk";
import { formatTime } from "./format-time";
import { PanelSection } from "./panel-section";

/**
 * What was sent for the lead (notice, autoreply, webhook, replies), or for an applicant (the
 * team's mail, replies), and how each attempt went.
 */
export function LeadDeliveries({
  deliveries,
  none = "Nothing was sent for this lead.",
}: {
  deliveries: ReadonlyArray<Omit<Delivery, "leadId">>;
  none?: string;
}) {
  return (
    <PanelSection id="deliveries" title="Deliveries">
      {deliveries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-text">{none}</p>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm">
          {deliveries.map((delivery) => (
            <li key={delivery.id}>
              <span className="font-semibold">{delivery.kind}</span>
              {delivery.target ? ` to ${delivery.target}` : ""}: {delivery.status},{" "}
              {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
              {delivery.sentAt ? `, sent ${formatTime(delivery.sentAt)}` : ""}
              {delivery.lastError ? ` (last error: ${delivery.lastError})` : ""}
              {delivery.subject && (
                <span className="block break-words text-slate-text">
                  “{delivery.subject}”{delivery.author ? ` by ${delivery.author}` : ""}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
