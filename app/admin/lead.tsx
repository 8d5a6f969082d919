import { briefPath } from "@contracts/briefs";
import { useEffect, useState } from "react";
import type { LeadDetail } from "@contracts/desk";
import { fileSizeText } from "@contracts/file-size";
import { api } from "./api";
import { DetailList } from "./detail-list";
import { formatTime } from "./format-time";
import { LeadConversation } from "./lead-conversation";
import { LeadDeliveries } from "./lead-deliveries";
import { LeadNotes } from "./lead-notes";
import { LeadStatusSection } from "./lead-status-section";
import { PanelSection } from "./panel-section";
import { LeadPersonLink } from "./people/lead-person-link";
import { Shell } from "./shell";
import { LeadFollowUp } from "./workflow/lead-follow-up";
import { ReplyComposer } from "./workflow/reply-composer";
import { LeadVisitSection } from "./visits/lead-visit-section";

/** What the page is called: the person's name, else their address, else the lead's number. */
export const leadTitle = (lead: LeadDetail | undefined, id: number) =>
  lead?.name ?? lead?.email ?? `Lead ${id}`;

export function LeadView({ id }: { id: number }) {
  const [lead, setLead] = useState<LeadDetail>();
  const [error, setError] = useState("");
  useEffect(() => {
    api<LeadDetail>(`/leads/${id}`)
      .then(setLead)
      .catch((failure: unknown) => setError((failure as Error).message));
  }, [id]);
  return (
    <Shell title={error ? `Lead ${id}` : lead ? leadTitle(lead, id) : "Lead"} current="leads">
      {() => <LeadPanel lead={lead} error={error} onChange={setLead} />}
    </Shell>
  );
}

/**
 * One lead, read as a conversation: who wrote and what they asked for, every message in and
 * out in time order, the composer below them; then the status, the follow-up, where the lead
 * came from and its deliveries.
 */
function LeadPanel({
  lead,
  error,
  onChange,
}: {
  lead: LeadDetail | undefined;
  error: string;
  onChange: (lead: LeadDetail) => void;
}) {
  const [notice, setNotice] = useState("");
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
      <LeadHeading lead={lead} />
      <LeadConversation lead={lead} />
      <ReplyComposer lead={lead} onChange={onChange} />
      <LeadStatusSection lead={lead} notice={notice} onChange={onChange} onNotice={setNotice} />
      <LeadFollowUp lead={lead} onChange={onChange} />
      <LeadNotes lead={lead} onChange={onChange} onNotice={setNotice} />
      <LeadSubmission lead={lead} />
      <LeadAttribution lead={lead} />
      <LeadVisitSection lead={lead} />
      <LeadDeliveries deliveries={lead.deliveries} />
    </>
  );
}

/** Under the name: what they asked for, when and how to reach them, and their other leads. */
function LeadHeading({ lead }: { lead: LeadDetail }) {
  const reach = [lead.email, lead.phone].filter(Boolean).join(" · ");
  return (
    <div className="mt-1 text-sm text-slate-text">
      <p className="text-base text-ink">
        {lead.service ? (
          <>
            Asked for <span className="font-semibold">{lead.service}</span>
          </>
        ) : (
          `Wrote through the ${lead.form} form`
        )}
        , {formatTime(lead.createdAt)}
      </p>
      {reach && <p className="mt-0.5 break-words">{reach}</p>}
      {lead.clientAnsweredAt && (
        <p className="mt-1 font-semibold text-violet-900">
          Answered by the client, {formatTime(lead.clientAnsweredAt)}
        </p>
      )}
      <p className="mt-1">
        <a href="/admin" className="font-semibold text-brand-700 underline">
          All leads
        </a>
      </p>
      <LeadPersonLink lead={lead} />
    </div>
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
      <LeadBriefs lead={lead} />
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

/**
 * The files the visitor sent: name, size and type, each a download (an owner's only). Labelled
 * on the page as the rows above are: unlabelled, the list read as the value of "Reply to".
 */
function LeadBriefs({ lead }: { lead: LeadDetail }) {
  if (!lead.briefs?.length) return null;
  return (
    <>
      <h3 id="lead-files" className="mt-4 text-sm font-semibold text-slate-text">
        Files sent
      </h3>
      <ul className="mt-1 grid gap-1 text-sm" aria-labelledby="lead-files">
        {lead.briefs.map((brief) => (
          <li key={brief.id}>
            {brief.quarantined ? (
              <span className="font-semibold text-red-800">
                {brief.name} (held by the virus scan)
              </span>
            ) : (
              <a
                href={briefPath(lead.id, brief.id)}
                download
                className="font-semibold text-brand-700 underline"
              >
                {brief.name}
              </a>
            )}{" "}
            <span className="text-slate-text">
              {fileSizeText(brief.size)}, {brief.type.split("/")[1]}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
