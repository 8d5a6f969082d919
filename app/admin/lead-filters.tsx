import type { FormEvent } from "react";
import { leadStatuses } from "@contracts/desk";
import { formNames } from "@contracts/forms";
import { Button, buttonClassName } from "~/components/ui/button";
import { FilterSelect } from "./filter-select";
import { inputClass, labelClass, panelClass } from "./shell";

/** The filter goes to the URL (a page load): blank fields are left out, the page starts at 1. */
function applyFilters(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  const next = new URLSearchParams();
  for (const [name, value] of new FormData(event.currentTarget))
    if (typeof value === "string" && value.trim() !== "") next.set(name, value.trim());
  window.location.assign(`/admin${next.size > 0 ? `?${next.toString()}` : ""}`);
}

/** The list's filters, filled in from the URL's query. */
export function LeadFilters({ query }: { query: URLSearchParams }) {
  return (
    <form
      onSubmit={applyFilters}
      role="search"
      aria-label="Filter leads"
      className={`${panelClass} mt-4 grid gap-4 md:grid-cols-3 lg:grid-cols-6`}
    >
      <div className="md:col-span-3 lg:col-span-2">
        <label htmlFor="search" className={labelClass}>
          Search name, e-mail, message
        </label>
        <input
          id="search"
          name="search"
          type="search"
          defaultValue={query.get("search") ?? ""}
          className={inputClass}
        />
      </div>
      <FilterSelect
        name="form"
        label="Form"
        allLabel="All forms"
        values={formNames}
        query={query}
      />
      <FilterSelect
        name="status"
        label="Status"
        allLabel="All statuses"
        values={leadStatuses}
        query={query}
      />
      <div>
        <label htmlFor="from" className={labelClass}>
          From
        </label>
        <input
          id="from"
          name="from"
          type="date"
          defaultValue={query.get("from") ?? ""}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="to" className={labelClass}>
          To
        </label>
        <input
          id="to"
          name="to"
          type="date"
          defaultValue={query.get("to") ?? ""}
          className={inputClass}
        />
      </div>
      <div className="md:col-span-2">
        <label htmlFor="campaign" className={labelClass}>
          Campaign (utm_campaign)
        </label>
        <input
          id="campaign"
          name="campaign"
          defaultValue={query.get("campaign") ?? ""}
          className={inputClass}
        />
      </div>
      <div className="flex items-end gap-3 md:col-span-1 lg:col-span-4">
        <Button type="submit">Apply</Button>
        <a href="/admin" className={buttonClassName("secondary")}>
          Clear
        </a>
      </div>
    </form>
  );
}
