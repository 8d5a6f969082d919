import type { PersonChange, PersonMatch, PersonTimeline } from "@contracts/people";
import { containsPattern } from "../desk/lead-filter";
import { addressKey, phoneKey } from "./keys";

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
  /**
   * The people whose leads carry `term` in their name or e-mail address, or its phone number
   * (read as a number, as people are matched), newest first: at most `limit`.
   */
  findPeople(term: string, limit: number): Promise<PersonMatch[]>;
  /** Takes a lead out of its person into one of its own, kept apart from it; logged. */
  splitLead(leadId: number, actor: string, now?: Date): Promise<PersonChange | "no-lead" | "alone">;
}

/** The newest leads read for a person search: enough for `limit` people, bounded for a scan. */
export const personSearchLeads = 200;

/** A person search's values: the name and address patterns and the phone's key ('' for none). */
export const personSearchValues = (term: string) => [
  containsPattern(term),
  containsPattern(addressKey(term)),
  phoneKey(term) ?? "",
];

export interface PersonMatchRow {
  person_id: number | string;
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** The first row of each person, as many people as `limit`. */
export function distinctPeople(rows: PersonMatchRow[], limit: number): PersonMatch[] {
  const people = new Map<number, PersonMatch>();
  for (const row of rows) {
    const id = Number(row.person_id);
    if (!people.has(id)) people.set(id, { id, name: row.name, email: row.email, phone: row.phone });
    if (people.size === limit) break;
  }
  return [...people.values()];
}
