import { useState, type FormEvent } from "react";
import type { PersonChange, PersonTimeline } from "@contracts/people";
import type { JoinBody } from "@contracts/people-schema";
import { api } from "~/admin/api";

/** Opens the person a change left the lead or the people in. */
const goToPerson = ({ personId }: PersonChange) =>
  window.location.assign(`/admin/people/${personId}`);

/**
 * Splitting a lead off person `id` and joining another person to it, with the notice that says
 * how it went; `setPerson` takes the person's page as it reads after a split.
 */
export function usePersonChanges(id: number, setPerson: (person: PersonTimeline) => void) {
  const [notice, setNotice] = useState("");

  const split = async (leadId: number) => {
    try {
      await api<PersonChange>(`/leads/${leadId}/split`, { method: "POST" });
      // The lead is a person of its own now; this person's page shows the rest.
      const rest = await api<PersonTimeline>(`/people/${id}`).catch(() => undefined);
      if (rest) {
        setPerson(rest);
        setNotice(`Lead ${leadId} is now a person of its own (person ${leadId}).`);
      } else window.location.assign(`/admin/people/${leadId}`);
    } catch (failure) {
      setNotice((failure as Error).message);
    }
  };

  const join = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otherPersonId = Number(new FormData(event.currentTarget).get("other-person"));
    try {
      goToPerson(
        await api<PersonChange>(`/people/${id}/join`, {
          method: "POST",
          body: { otherPersonId } satisfies JoinBody,
        }),
      );
    } catch (failure) {
      setNotice((failure as Error).message);
    }
  };

  return { notice, split, join };
}
