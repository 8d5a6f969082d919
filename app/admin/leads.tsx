import { useEffect, useRef, useState } from "react";
import { leadFilterNames, type LeadListPage, type LeadStatus } from "@contracts/desk";
import { buttonClassName } from "~/components/ui/button";
import { api } from "./api";
import { MailboxNotice } from "./inbound/mailbox-notice";
import { LeadFilters, searchFieldId } from "./lead-filters";
import { LeadPager } from "./lead-pager";
import { LeadTable } from "./lead-table";
import { StatusTabs } from "./list/status-tabs";
import { useListKeys } from "./list/use-list-keys";
import { Shell } from "./shell";
import { LeadViews } from "./workflow/lead-views";

/** The filter lives in the URL: a reload, a bookmark and the export links all see it. */
const currentQuery = () => new URLSearchParams(window.location.search);

export function Leads() {
  return (
    <Shell title="Leads" current="leads">
      {() => <LeadList />}
    </Shell>
  );
}

/** The filtered leads a page at a time, by status, and their exports. */
function LeadList() {
  const query = currentQuery();
  const page = Math.max(1, Number(query.get("page")) || 1);
  const [result, setResult] = useState<LeadListPage>();
  const [error, setError] = useState("");
  const list = useRef<HTMLDivElement>(null);
  useListKeys(list, searchFieldId);

  useEffect(() => {
    api<LeadListPage>(`/leads?${currentQuery().toString()}`)
      .then(setResult)
      .catch((failure: unknown) => setError((failure as Error).message));
  }, []);

  const exportQuery = new URLSearchParams(
    leadFilterNames.flatMap((name) => (query.get(name) ? [[name, query.get(name) ?? ""]] : [])),
  ).toString();
  // Under a search a count may stop at the cap: the total is then "at least", shown "500+".
  const status = query.get("status");
  const atLeast = result
    ? status
      ? result.capped.includes(status as LeadStatus)
      : result.capped.length > 0
    : false;
  const total = result ? `${result.total}${atLeast ? "+" : ""}` : "";
  // Past a capped count the page itself is the last one known: "Page 22 of 22+".
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize), page) : 1;

  return (
    <>
      <MailboxNotice />
      <LeadViews query={query} />
      <LeadFilters query={query} />
      <StatusTabs query={query} counts={result?.counts} capped={result?.capped} />

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p role="status" className="mr-auto text-sm text-slate-text">
          {error ||
            (result ? `${total} ${result.total === 1 && !atLeast ? "lead" : "leads"}` : "Loading…")}
        </p>
        <a
          href={`/admin/api/leads.csv?${exportQuery}`}
          download
          className={buttonClassName("secondary", "sm")}
        >
          Export CSV
        </a>
        <a
          href={`/admin/api/leads.json?${exportQuery}`}
          download
          className={buttonClassName("secondary", "sm")}
        >
          Export JSON
        </a>
      </div>

      <div ref={list}>
        {result && result.leads.length > 0 && <LeadTable leads={result.leads} />}
      </div>
      {result && (pages > 1 || result.more) && (
        <LeadPager page={page} pages={pages} atLeast={atLeast} more={result.more} query={query} />
      )}
      <p className="mt-4 hidden text-xs text-slate-text sm:block">
        Keys: <kbd>/</kbd> search, <kbd>j</kbd> and <kbd>k</kbd> move through the leads,{" "}
        <kbd>Enter</kbd> opens one.
      </p>
    </>
  );
}
