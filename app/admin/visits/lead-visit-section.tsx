import type { Lead } from "@contracts/desk";
import { DetailList } from "~/admin/detail-list";
import { PanelSection } from "~/admin/panel-section";

/**
 * The visit the lead came from, as the server matched it through the day's visitor hash
 * (server/visits/lead-visit.ts): where it landed, from where, for which campaign, and the pages
 * seen before the form, in order.
 */
export function LeadVisitSection({ lead: { visit } }: { lead: Lead }) {
  return (
    <PanelSection id="visit" title="Pages seen before the form">
      {visit ? (
        <>
          <DetailList
            rows={[
              ["Landing page", visit.landingPage],
              ["Source", visit.source],
              ["Campaign", visit.campaign],
            ]}
          />
          <ol className="mt-3 list-decimal grid gap-1 ps-6 text-sm break-words">
            {visit.pagesSeen.map((path, index) => (
              <li key={`${index}-${path}`}>{path}</li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-text">
          No counted visit of this sender on the day of the form.
        </p>
      )}
    </PanelSection>
  );
}
