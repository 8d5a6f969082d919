import { useEffect, useState } from "react";
import type { LeadDetail } from "@contracts/desk";
import { api } from "./api";
import { DetailList } from "./detail-list";
import { formatTime } from "./format-time";
import { LeadDeliveries } from "./lead-deliveries";
import { LeadNotes } from "./lead-notes";
import { LeadStatusSection } from "./lead-status-section";
import { PanelSection } from "./panel-section";
import { Shell } from "./shell";
import { LeadVisitSection } from "./visits/lead-visit-section";

export function LeadView({ id }: { id: number }) {
  return (
    <Shell title={`Lead ${id}`} current="leads">
      {() => <LeadPanel id={id} />}
    </Shell>
  );
}

/** One lead: its status, what was sent and from where, its deliveries and notes. */
function LeadPanel({ id }: { id: number }) {
  const [lead, setLead] = useState<LeadDetail>();
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");

  useEffect(() => {
    api<LeadDetail>(`/leads/${id}`)
      .then(setLead)
      .catch((failure: unknown) => setError((failure as Error).message));
  }, [id]);

  if (error)
    return (
      <p role="alert" className="mt-4 font-semibold text-red-800">
        {error}
      </p>
    );
  if (!lead)
    return (
      <p role="status" className="mt-4 text-slate-text">
        Loading…
      </p>
    );

  return (
    <>
      <p className="mt-1 text-sm text-slate-text">
        <a href="/admin" className="font-semibold text-brand-700 underline">
          All leads
        </a>
      </p>
      <LeadStatusSection lead={lead} notice={notice} onChange={setLead} onNotice={setNotice} />
      <LeadSubmission lead={lead} />
      <LeadAttribution lead={lead} />
      <LeadVisitSection lead={lead} />
      <LeadDeliveries deliveries={lead.deliveries} />
      <LeadNotes lead={lead} onChange={setLead} onNotice={setNotice} />
    </>
  );
}

function LeadSubmission({ lead }: { lead: LeadDetail }) {
  return (
    <PanelSection id="fields" title="Submission">
      <DetailList
        rows={[
          ["Received", formatTime(lead.createdAt)],
          ["Form", lead.form],
          ["Name", lead.name],
          ["E-mail", lead.email],
          ["Phone", lead.phone],
          ["Service", lead.service],
          ["Message", lead.message],
          ["Subject", lead.subject],
          ["Reply to", lead.replyTo],
        ]}
      />
    </PanelSection>
  );
}

function LeadAttribution({ lead: { attribution } }: { lead: LeadDetail }) {
  return (
    <PanelSection id="attribution" title="Where it came from">
      <DetailList
        rows={[
          ["Page", attribution.page],
          ["First page of the visit", attribution.firstPage],
          ["Referrer", attribution.referrer],
          ["utm_source", attribution.utmSource],
          ["utm_medium", attribution.utmMedium],
          ["utm_campaign", attribution.utmCampaign],
          ["utm_term", attribution.utmTerm],
          ["utm_content", attribution.utmContent],
        ]}
      />
    </PanelSection>
  );
}
