import type { PersonKeys } from "./keys";

/**
 * Which person each new lead belongs to (decision 0182), the same rule for both dialects, for
 * intake and for the migration's backfill. A lead whose e-mail or phone key matches stored leads
 * takes their person; matching several people joins them into the oldest (the smallest id),
 * except two people an owner kept apart. A lead matching nobody is a person of its own, whose id
 * is the lead's id: a person's id is always the smallest lead id it ever had, so two people
 * never share an id.
 */

/** What the plan reads of the stored leads: synchronous, so SQLite runs it in its transaction. */
export interface PersonLookup {
  /** Ids of the stored people with a lead of this key. */
  personsWithKey(kind: "email" | "phone", key: string): number[];
  /** Pairs of stored people an owner split apart (split events still in force). */
  apartPairs(): Array<[number, number]>;
}

export interface PeoplePlan {
  /** The person of each lead, in the order given. */
  personIds: number[];
  /** Stored people that become another: every row of `from` moves to `into`. */
  merges: Array<{ from: number; into: number }>;
}

export function planPeople(
  leads: ReadonlyArray<{ id: number; keys: PersonKeys }>,
  lookup: PersonLookup,
): PeoplePlan {
  const joinedInto = new Map<number, number>();
  const find = (person: number) => {
    let root = person;
    for (let next = joinedInto.get(root); next !== undefined; next = joinedInto.get(root))
      root = next;
    return root;
  };
  const peopleByKey = new Map<string, Set<number>>();
  const withKey = (kind: "email" | "phone", key: string) => {
    const name = `${kind}\n${key}`;
    let people = peopleByKey.get(name);
    if (!people) peopleByKey.set(name, (people = new Set(lookup.personsWithKey(kind, key))));
    return people;
  };
  let apart: Array<[number, number]> | undefined;
  const keptApart = (one: number, other: number) =>
    (apart ??= lookup.apartPairs()).some(([a, b]) => {
      const [x, y] = [find(a), find(b)];
      return (x === one && y === other) || (x === other && y === one);
    });

  const personIds = leads.map(({ id, keys }) => {
    const matched = [
      ...(keys.emailKey ? [withKey("email", keys.emailKey)] : []),
      ...(keys.phoneKey ? [withKey("phone", keys.phoneKey)] : []),
    ];
    const candidates = [...new Set(matched.flatMap((people) => [...people].map(find)))].sort(
      (a, b) => a - b,
    );
    const person = candidates[0] ?? id;
    for (const other of candidates.slice(1))
      if (!keptApart(person, other)) joinedInto.set(other, person);
    for (const people of matched) people.add(person);
    return person;
  });
  return {
    personIds: personIds.map(find),
    merges: [...joinedInto.keys()].map((from) => ({ from, into: find(from) })),
  };
}
