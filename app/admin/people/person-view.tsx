import { useEffect, useState, type FormEvent } from "react";
import type { PersonTimeline } from "@contracts/people";
import { Button } from "~/components/ui/button";
import { api } from "~/admin/api";
import { DetailList } from "~/admin/detail-list";
import { PanelSection } from "~/admin/panel-section";
import { Shell } from "~/admin/shell";
import { PersonCombobox } from "./person-combobox";
import { TimelineEntry } from "./timeline-entry";
import { usePersonChanges } from "./use-person-changes";

/** What the page is called: the person's first name, else their address, else their number. */
export const personTitle = (person: PersonTimeline | undefined, id: number) =>
  person?.names[0] ?? person?.emails[0] ?? person?.phones[0] ?? `Person ${id}`;

export function PersonView({ id }: { id: number }) {
  const [person, setPerson] = useState<PersonTimeline>();
  const [error, setError] = useState("");
  useEffect(() => {
    api<PersonTimeline>(`/people/${id}`)
      .then(setPerson)
      .catch((failure: unknown) => setError((failure as Error).message));
  }, [id]);
  return (
    <Shell title={error ? `Person ${id}` : person ? personTitle(person, id) : "Person"} current="">
      {() => <PersonPanel id={id} person={person} error={error} setPerson={setPerson} />}
    </Shell>
  );
}

/** One person: who they are, every lead and what followed, oldest first; split and join. */
function PersonPanel({
  id,
  person,
  error,
  setPerson,
}: {
  id: number;
  person: PersonTimeline | undefined;
  error: string;
  setPerson: (person: PersonTimeline) => void;
}) {
  const { notice, split, join } = usePersonChanges(id, setPerson);

  if (error)
    return (
      <p role="alert" className="mt-4 font-semibold text-red-800">
        {error}
      </p>
    );
  if (!person)
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
      <WhoSection person={person} notice={notice} />
      <PanelSection id="timeline" title="Timeline">
        <ol className="mt-3 grid gap-4">
          {person.events.map((event, index) => (
            <TimelineEntry
              key={`${event.type}-${index}`}
              event={event}
              onSplit={person.leadCount > 1 ? (leadId) => void split(leadId) : undefined}
            />
          ))}
        </ol>
      </PanelSection>
      <JoinSection personId={id} onJoin={(event) => void join(event)} />
    </>
  );
}

/** The person's names, e-mails and phones, and the notice of the last split or join. */
function WhoSection({ person, notice }: { person: PersonTimeline; notice: string }) {
  return (
    <PanelSection id="who" title="Who">
      <DetailList
        rows={[
          [person.names.length > 1 ? "Names" : "Name", person.names.join("\n")],
          [person.emails.length > 1 ? "E-mails" : "E-mail", person.emails.join("\n")],
          [person.phones.length > 1 ? "Phones" : "Phone", person.phones.join("\n")],
          ["Leads", String(person.leadCount)],
        ]}
      />
      <p role="status" className="mt-2 min-h-5 text-sm">
        {notice}
      </p>
    </PanelSection>
  );
}

function JoinSection({
  personId,
  onJoin,
}: {
  personId: number;
  onJoin: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <PanelSection id="join" title="Join with another person">
      <form onSubmit={onJoin} className="mt-3 grid gap-3 sm:max-w-md">
        <PersonCombobox excludeId={personId} />
        <div>
          <Button type="submit" size="sm">
            Join
          </Button>
        </div>
      </form>
    </PanelSection>
  );
}
