import { fileSizeText } from "@contracts/file-size";
import type { InboundMessage, TimelineDelivery, TimelineEvent } from "@contracts/people";
import { Button } from "~/components/ui/button";
import { formatTime } from "~/admin/format-time";
import { StatusBadge } from "~/admin/status-badge";

/** The link to one lead of the person, as the timeline names it. */
function LeadLink({ id }: { id: number }) {
  return (
    <a href={`/admin/leads/${id}`} className="font-semibold text-brand-700 underline">
      lead {id}
    </a>
  );
}

const attempts = (count: number) => `${count} ${count === 1 ? "attempt" : "attempts"}`;

/** A delivery of any kind; a reply written in the desk shows what was written and by whom. */
function DeliveryEntry({ delivery }: { delivery: TimelineDelivery }) {
  return (
    <>
      <p>
        <span className="font-semibold">{delivery.kind}</span>
        {delivery.target ? ` to ${delivery.target}` : ""} for <LeadLink id={delivery.leadId} />:{" "}
        {delivery.status}, {attempts(delivery.attempts)}
        {delivery.author ? `, written by ${delivery.author}` : ""}
        {delivery.lastError ? ` (last error: ${delivery.lastError})` : ""}
      </p>
      {delivery.subject && <p className="mt-1 font-semibold">{delivery.subject}</p>}
      {delivery.body && <p className="mt-1 whitespace-pre-wrap">{delivery.body}</p>}
    </>
  );
}

/**
 * A mail from the client: what they wrote, without the quoted history; the whole message and
 * each attachment are downloads from the desk's API, never shown as HTML.
 */
function InboundEntry({ message, leadId }: { message: InboundMessage; leadId: number | null }) {
  return (
    <>
      <p>
        <span className="font-semibold">Mail from {message.from}</span>
        {leadId !== null && (
          <>
            {" "}
            about <LeadLink id={leadId} />
          </>
        )}
      </p>
      {message.subject && <p className="mt-1 font-semibold">{message.subject}</p>}
      {message.text && <p className="mt-1 whitespace-pre-wrap">{message.text}</p>}
      {message.hasFullText && (
        <p className="mt-1">
          <a href={`/admin/api/inbound/${message.id}/text`} className="text-brand-700 underline">
            The whole message
          </a>
        </p>
      )}
      {message.attachments.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {message.attachments.map((file) => (
            <li key={file.id}>
              <a
                href={`/admin/api/inbound/attachments/${file.id}`}
                className="text-brand-700 underline"
              >
                {file.name}
              </a>{" "}
              ({fileSizeText(file.size)})
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What one event says, by its type. */
function EventBody({
  event,
  onSplit,
}: {
  event: TimelineEvent;
  /** Present when the lead of a submission may be split out of the person. */
  onSplit?: (leadId: number) => void;
}) {
  switch (event.type) {
    case "submission": {
      const { lead } = event;
      return (
        <>
          <p>
            <LeadLink id={lead.id} /> from the {lead.form} form{lead.name ? `, ${lead.name}` : ""}
            {lead.email ? `, ${lead.email}` : ""}
            {lead.phone ? `, ${lead.phone}` : ""} <StatusBadge status={lead.status} />
          </p>
          {lead.service && <p className="mt-1">Service: {lead.service}</p>}
          {lead.message && <p className="mt-1 whitespace-pre-wrap">{lead.message}</p>}
          {onSplit && (
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => onSplit(lead.id)}>
              Not this person: split lead {lead.id} out
            </Button>
          )}
        </>
      );
    }
    case "note":
      return (
        <>
          <p>
            Note by {event.note.author} on <LeadLink id={event.leadId} />
          </p>
          <p className="mt-1 whitespace-pre-wrap">{event.note.body}</p>
        </>
      );
    case "status":
      return (
        <p>
          <LeadLink id={event.leadId} /> marked <StatusBadge status={event.to} /> (was {event.from})
          by {event.actor}
        </p>
      );
    case "delivery":
      return <DeliveryEntry delivery={event.delivery} />;
    case "inbound":
      return <InboundEntry message={event.message} leadId={event.leadId} />;
    case "split":
      return (
        <p>
          <LeadLink id={event.leadId} /> split out of the person of{" "}
          <LeadLink id={event.otherLeadId} /> by {event.actor}
        </p>
      );
    case "join":
      return (
        <p>
          The people of <LeadLink id={event.leadId} /> and <LeadLink id={event.otherLeadId} />{" "}
          joined by {event.actor}
        </p>
      );
  }
}

const typeLabels: Record<TimelineEvent["type"], string> = {
  submission: "Submission",
  note: "Note",
  status: "Status",
  delivery: "Delivery",
  inbound: "Client's mail",
  split: "Split",
  join: "Join",
};

/** One row of the person's timeline: its time, its kind and what happened. */
export function TimelineEntry({
  event,
  onSplit,
}: {
  event: TimelineEvent;
  onSplit?: (leadId: number) => void;
}) {
  return (
    <li className="grid gap-1 border-l-2 border-line pl-4 text-sm sm:grid-cols-[11rem_1fr] sm:gap-4">
      <p className="text-slate-text">
        <time dateTime={event.at}>{formatTime(event.at)}</time>
        <span className="block text-xs font-semibold tracking-wide uppercase">
          {typeLabels[event.type] ?? event.type}
        </span>
      </p>
      <div className="min-w-0 break-words">
        <EventBody event={event} onSplit={onSplit} />
      </div>
    </li>
  );
}
