import { useState, type FormEvent } from "react";
import { leadStatuses, type LeadDetail, type LeadStatus, type StatusChange } from "@contracts/desk";
import type { StatusBody } from "@contracts/desk-schema";
import { Button } from "~/components/ui/button";
import { api } from "./api";
import { PanelSection } from "./panel-section";
import { StatusBadge } from "./status-badge";
import { formatDeal } from "./revenue/format-money";
import { OutcomeFields, outcomeBody } from "./revenue/outcome-fields";
import { useLostReasons } from "./revenue/use-lost-reasons";

const buttonLabel = (status: LeadStatus, current: LeadStatus) =>
  status === "new" && current === "spam" ? "Not spam" : status[0]?.toUpperCase() + status.slice(1);

/**
 * The lead's status and the buttons that set it; "Won" and "Lost" first ask for the deal's
 * value or the reason (both may be left empty). `notice` tells how the last change went.
 */
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
  const [asking, setAsking] = useState<"won" | "lost">();
  const setStatus = async (body: StatusBody) => {
    try {
      const change = await api<StatusChange>(`/leads/${lead.id}/status`, { method: "POST", body });
      onChange({
        ...lead,
        status: change.status,
        spamReason: change.status === "spam" ? lead.spamReason : null,
        deal: change.deal,
        lostReason: change.lostReason,
      });
      setAsking(undefined);
      onNotice(
        `Marked ${change.status}${change.status === "won" && change.deal ? ` at ${formatDeal(change.deal)}` : ""}.`,
      );
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
      <OutcomeSummary lead={lead} />
      <div role="group" aria-label="Set status" className="mt-3 flex flex-wrap gap-2">
        {leadStatuses.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={lead.status === status ? "primary" : "secondary"}
            aria-pressed={lead.status === status}
            aria-expanded={status === "won" || status === "lost" ? asking === status : undefined}
            onClick={() =>
              status === "won" || status === "lost"
                ? setAsking(asking === status ? undefined : status)
                : void setStatus({ status })
            }
          >
            {buttonLabel(status, lead.status)}
          </Button>
        ))}
      </div>
      {asking && (
        <OutcomeForm asking={asking} lead={lead} onSubmit={(body) => void setStatus(body)} />
      )}
      <p role="status" className="mt-2 min-h-5 text-sm">
        {notice}
      </p>
    </PanelSection>
  );
}

/** What a won lead is worth, why a lost one was lost. */
function OutcomeSummary({ lead }: { lead: LeadDetail }) {
  if (lead.status === "won" && lead.deal)
    return <p className="mt-1 text-sm font-semibold">Worth {formatDeal(lead.deal)}</p>;
  if (lead.status === "lost" && lead.lostReason)
    return <p className="mt-1 text-sm">Lost: {lead.lostReason}</p>;
  return null;
}

/** The value (and currency) a win takes, or the reason of a loss, then the change. */
function OutcomeForm({
  asking,
  lead,
  onSubmit,
}: {
  asking: "won" | "lost";
  lead: LeadDetail;
  onSubmit: (body: StatusBody) => void;
}) {
  const [reasons] = useLostReasons();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(outcomeBody(asking, event.currentTarget));
  };
  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 sm:max-w-sm">
      <OutcomeFields status={asking} idPrefix="lead-outcome" deal={lead.deal} reasons={reasons} />
      <div>
        <Button type="submit" size="sm">
          Mark {asking}
        </Button>
      </div>
    </form>
  );
}
