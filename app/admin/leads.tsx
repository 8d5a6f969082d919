import { useEffect, useState } from "react";
import { leadFilterNames, type LeadListPage } from "@contracts/desk";
import { buttonClassName } from "~/components/ui/button";
import { api } from "./api";
import { EraseByEmail } from "./erase-by-email";
import { LeadFilters } from "./lead-filters";
import { LeadPager } from "./lead-pager";
import { LeadTable } from "./lead-table";
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

/** The filtered leads a page at a time, their exports, and erasure on request. */
function LeadList() {
  const query = currentQuery();
  const page = Math.max(1, Number(query.get("page")) || 1);
  const [result, setResult] = useState<LeadListPage>();
  const [error, setError] = useState("");

  useEffect(() => {
    api<LeadListPage>(`/leads?${currentQuery().toString()}`)
      .then(setResult)
      .catch((failure: unknown) => setError((failure as Error).message));
  }, []);

  const exportQuery = new URLSearchParams(
    leadFilterNames.flatMap((name) => (query.get(name) ? [[name, query.get(name) ?? ""]] : [])),
  ).toString();
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  return (
    <>
      <LeadViews query={query} />
      <LeadFilters query={query} />

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <p role="status" className="mr-auto text-sm text-slate-text">
          {error ||
            (result ? `${result.total} ${result.total === 1 ? "lead" : "leads"}` : "Loading…")}
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

      {result && result.leads.length > 0 && <LeadTable leads={result.leads} />}
      {result && pages > 1 && <LeadPager page={page} pages={pages} query={query} />}

      <EraseByEmail />
    </>
  );
}
