import { useEffect, useState } from "react";
import type { LeadDetail } from "@contracts/desk";
import type { PersonTimeline, TimelineEvent } from "@contracts/people";
import { api } from "./api";
import { PanelSection } from "./panel-section";
import { TimelineEntry } from "./people/timeline-entry";

/** The deliveries that are messages to the client; the team's and the webhooks' stay apart. */
const messageKinds = new Set(["reply", "autoreply"]);

/** Whether an event of the person's timeline belongs to this lead's conversation. */
export function inConversation(event: TimelineEvent, leadId: number) {
  switch (event.type) {
    case "submission":
      return event.lead.id === leadId;
    case "delivery":
      return event.leadId === leadId && messageKinds.has(event.delivery.kind);
    case "note":
    case "status":
    case "inbound":
      return event.leadId === leadId;
    default:
      return false;
  }
}

/**
 * The lead as a conversation, oldest first: what the person sent, the replies and the client's
 * answers, the notes and the status changes. Read from the person's timeline (one source for
 * both pages) and read again whenever the lead changes here, so a reply sent shows at once.
 */
export function LeadConversation({ lead }: { lead: LeadDetail }) {
  const [events, setEvents] = useState<TimelineEvent[]>();
  const [error, setError] = useState("");
  useEffect(() => {
    if (lead.personId === undefined) return;
    api<PersonTimeline>(`/people/${lead.personId}`)
      .then((person) => setEvents(person.events.filter((event) => inConversation(event, lead.id))))
      .catch((failure: unknown) => setError((failure as Error).message));
  }, [lead]);
  return (
    <PanelSection id="conversation" title="Conversation">
      {error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : events ? (
        <ol className="mt-3 grid gap-4">
          {events.map((event, index) => (
            <TimelineEntry key={`${event.type}-${index}`} event={event} />
          ))}
        </ol>
      ) : (
        <p role="status" className="mt-2 text-sm text-slate-text">
          Loading…
        </p>
      )}
    </PanelSection>
  );
}
