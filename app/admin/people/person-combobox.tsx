import { useEffect, useState, type KeyboardEvent } from "react";
import type { PersonMatch, PersonSearch } from "@contracts/people";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { api } from "~/admin/api";

/** How an option names a person: name, address and phone, as far as their newest lead says. */
const describe = (person: PersonMatch) =>
  [person.name, person.email, person.phone].filter(Boolean).join(", ") || `Person ${person.id}`;

/** People matching what is typed (two characters or more), a moment after the typing stops. */
function usePeopleFound(term: string, excludeId: number) {
  const search = term.trim();
  const [result, setResult] = useState<{ search: string; people: PersonMatch[] }>();
  useEffect(() => {
    if (search.length < 2) return;
    const timer = setTimeout(() => {
      api<PersonSearch>(`/people?search=${encodeURIComponent(search)}`)
        .then(({ people }) =>
          setResult({ search, people: people.filter(({ id }) => id !== excludeId) }),
        )
        .catch(() => setResult({ search, people: [] }));
    }, 200);
    return () => clearTimeout(timer);
  }, [search, excludeId]);
  // An answer to an older search is no answer to this one.
  return search.length >= 2 && result?.search === search ? result.people : undefined;
}

/** What the status line under the field says: what was chosen, or what the search found. */
function statusText(chosen: PersonMatch | undefined, found: PersonMatch[] | undefined) {
  if (chosen) return `Chosen: ${describe(chosen)}.`;
  if (!found) return "";
  return found.length === 0
    ? "Nobody else found."
    : `${found.length} found: choose one with the arrow keys and Enter.`;
}

/** The people found, as the combobox's listbox; `active` is the option the arrows are on. */
function PeopleOptions({
  options,
  active,
  expanded,
  onPick,
}: {
  options: PersonMatch[];
  active: number;
  expanded: boolean;
  onPick: (person: PersonMatch) => void;
}) {
  return (
    <div
      id="other-person-options"
      role="listbox"
      aria-label="People found"
      hidden={!expanded}
      className="mt-1 grid rounded-xl border border-line bg-white p-1 shadow-card"
    >
      {options.map((person, index) => (
        // The options are chosen from the field with the keyboard (aria-activedescendant); a
        // press picks one with the pointer.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <div
          key={person.id}
          id={`person-option-${person.id}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(person)}
          className={cn(
            "cursor-pointer rounded-lg px-3 py-2 text-sm break-words",
            index === active && "bg-brand-50 text-brand-900",
          )}
        >
          {describe(person)}
        </div>
      ))}
    </div>
  );
}

/**
 * The other person of a join, found by name, e-mail or phone: an editable combobox with a
 * list of the people found (the ARIA pattern: arrows move through the options, Enter picks,
 * Escape closes). The chosen person's id is the form's `other-person`.
 */
export function PersonCombobox({ excludeId }: { excludeId: number }) {
  const [term, setTerm] = useState("");
  const [chosen, setChosen] = useState<PersonMatch>();
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const found = usePeopleFound(chosen ? "" : term, excludeId);
  const options = found ?? [];
  const expanded = open && options.length > 0;
  const pick = (person: PersonMatch) => {
    setChosen(person);
    setTerm(describe(person));
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === "Enter" && expanded && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === "Escape") setOpen(false);
  };
  return (
    <div>
      <Field id="other-person" label="Search the other person" hint="By name, e-mail or phone.">
        {(control) => (
          <input
            {...control}
            role="combobox"
            aria-expanded={expanded}
            aria-controls="other-person-options"
            aria-autocomplete="list"
            aria-activedescendant={
              expanded && options[active] ? `person-option-${options[active].id}` : undefined
            }
            autoComplete="off"
            value={term}
            onChange={(event) => {
              setTerm(event.currentTarget.value);
              setChosen(undefined);
              setActive(-1);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
        )}
      </Field>
      <input type="hidden" name="other-person" value={chosen?.id ?? ""} />
      <PeopleOptions options={options} active={active} expanded={expanded} onPick={pick} />
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-text">
        {statusText(chosen, found)}
      </p>
    </div>
  );
}
