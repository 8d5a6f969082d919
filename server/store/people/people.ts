import type { PersonChange, PersonTimeline } from "@contracts/people";

/**
 * People: who is one person (keys.ts, plan-people.ts), a person's timeline (timeline.ts), joins
 * and splits by hand. The section's interface; each dialect's SQL is beside it (sqlite.ts,
 * postgres.ts), with the people migration's backfill.
 */

/** People: leads joined by e-mail or phone (decision 0182), split and joined by hand. */
export interface PeopleStore {
  /** The person's leads and everything that happened to them, oldest first. */
  getPerson(id: number): Promise<PersonTimeline | undefined>;
  /** Joins two people into one (the older id stays); logged and on the timeline. */
  joinPeople(
    personId: number,
    otherPersonId: number,
    actor: string,
    now?: Date,
  ): Promise<PersonChange | "no-person" | "same">;
  /** Takes a lead out of its person into one of its own, kept apart from it; logged. */
  splitLead(leadId: number, actor: string, now?: Date): Promise<PersonChange | "no-lead" | "alone">;
}
