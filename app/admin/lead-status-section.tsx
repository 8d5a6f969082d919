import { leadStatuses, type LeadDetail, type LeadStatus, type StatusChange } from "@contracts/desk";
import type { StatusBody } from "@contracts/desk-schema";
import { Button } from "~/components/ui/button";
import { api } from "./api";
import { PanelSection } from "./panel-section";
import { StatusBadge } from "./status-badge";

/** The lead's status and the buttons that set it; `notice` tells how the last change went. */
export function LeadStatusSection({
  lead,
  notice,
  onChange,
  onNotice,
}: {
  lead: LeadDetail;
  notice: string;
  onChange: (lead: LeadDetail) => void;
  onNotice: (notice: string) => void;
}) {
  const setStatus = async (status: LeadStatus) => {
    try {
      await api<StatusChange>(`/leads/${lead.id}/status`, {
        method: "POST",
        body: { status } satisfies StatusBody,
      });
      onChange({ ...lead, status, spamReason: status === "spam" ? lead.spamReason : null });
      onNotice(`Marked ${status}.`);
    } catch (failure) {
      onNotice((failure as Error).message);
    }
  };

  return (
    <PanelSection
      id="status"
      title={
        <>
          Status:{" "}
          <StatusBadge
            status={lead.status}
            reason={lead.spamReason}
            suspect={lead.suspect}
            fullReason
          />
        </>
      }
    >
      <div role="group" aria-label="Set status" className="mt-3 flex flex-wrap gap-2">
        {leadStatuses.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={lead.status === status ? "primary" : "secondary"}
            aria-pressed={lead.status === status}
            onClick={() => void setStatus(status)}
          >
            {status === "new" && lead.status === "spam"
              ? "Not spam"
              : status[0]?.toUpperCase() + status.slice(1)}
          </Button>
        ))}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm">
        {notice}
      </p>
    </PanelSection>
  );
}
