import type { FormEvent } from "react";
import { formNames } from "@contracts/forms";
import { Button, buttonClassName } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FilterSelect } from "./filter-select";
import { panelClass } from "./shell";

/** The search field, which `/` focuses (list/use-list-keys.ts). */
export const searchFieldId = "search";

/** The filter goes to the URL (a page load): blank fields are left out, the page starts at 1. */
function applyFilters(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  const next = new URLSearchParams();
  for (const [name, value] of new FormData(event.currentTarget))
    if (typeof value === "string" && value.trim() !== "") next.set(name, value.trim());
  window.location.assign(`/admin${next.size > 0 ? `?${next.toString()}` : ""}`);
}

/** A typed-in filter, filled in from the URL's query. */
function FilterInput({
  name,
  label,
  type,
  query,
  className,
}: {
  name: string;
  label: string;
  type?: "search" | "date";
  query: URLSearchParams;
  className?: string;
}) {
  return (
    <Field id={name} label={label} className={className}>
      {(control) => (
        <input {...control} name={name} type={type} defaultValue={query.get(name) ?? ""} />
      )}
    </Field>
  );
}

/** The list's filters, filled in from the URL's query. */
export function LeadFilters({ query }: { query: URLSearchParams }) {
  return (
    <form
      onSubmit={applyFilters}
      role="search"
      aria-label="Filter leads"
      className={`${panelClass} mt-4 grid grid-cols-2 items-end gap-4 lg:grid-cols-5`}
    >
      {/* The status is picked by the tabs: applying the other filters keeps it. */}
      {query.get("status") && (
        <input type="hidden" name="status" value={query.get("status") ?? ""} />
      )}
      <FilterInput
        name={searchFieldId}
        label="Search name, e-mail, message"
        type="search"
        query={query}
        className="col-span-2"
      />
      <FilterSelect
        name="form"
        label="Form"
        allLabel="All forms"
        values={formNames}
        query={query}
      />
      <FilterInput
        name="campaign"
        label="Campaign (utm_campaign)"
        query={query}
        className="lg:col-span-2"
      />
      {/* A date control needs a row of its own on a phone. */}
      <FilterInput
        name="from"
        label="From"
        type="date"
        query={query}
        className="col-span-2 sm:col-span-1"
      />
      <FilterInput
        name="to"
        label="To"
        type="date"
        query={query}
        className="col-span-2 sm:col-span-1"
      />
      <div className="flex items-end gap-3 col-span-2 lg:col-span-3">
        <Button type="submit">Apply</Button>
        <a href="/admin" className={buttonClassName("secondary")}>
          Clear
        </a>
      </div>
    </form>
  );
}
