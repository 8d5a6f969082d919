import { useEffect, useState, type FormEvent } from "react";
import { leadStatuses, type Erasure, type LeadListPage } from "@contracts/desk";
import type { EraseBody, LeadFilter } from "@contracts/desk-schema";
import { formNames } from "@contracts/forms";
import { Button, buttonClassName } from "~/components/ui/button";
import { api } from "./api";
import { formatTime } from "./format-time";
import { inputClass, labelClass, panelClass, Shell } from "./shell";
import { StatusBadge } from "./status-badge";

const filterNames = [
  "search",
  "form",
  "status",
  "from",
  "to",
  "campaign",
] as const satisfies ReadonlyArray<keyof LeadFilter>;

/** The filter lives in the URL: a reload, a bookmark and the export links all see it. */
const currentQuery = () => new URLSearchParams(window.location.search);

function EraseByEmail() {
  const [email, setEmail] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState("");

  const erase = async () => {
    try {
      const { erased } = await api<Erasure>("/erase", {
        method: "POST",
        body: { email } satisfies EraseBody,
      });
      setResult(`Erased ${erased} ${erased === 1 ? "lead" : "leads"} of ${email}.`);
      setEmail("");
    } catch (error) {
      setResult((error as Error).message);
    }
    setConfirming(false);
  };

  return (
    <section aria-labelledby="erase-heading" className={`${panelClass} mt-6`}>
      <h2 id="erase-heading" className="text-lg font-bold">
        Erase a person's leads
      </h2>
      <p className="mt-1 text-sm text-slate-text">
        For a deletion request: every lead, note and delivery of one e-mail address. Logged in the
        audit log.
      </p>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setResult("");
          setConfirming(true);
        }}
      >
        <div className="min-w-64 grow">
          <label htmlFor="erase-email" className={labelClass}>
            E-mail address
          </label>
          <input
            id="erase-email"
            type="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setConfirming(false);
            }}
            className={inputClass}
          />
        </div>
        <Button type="submit" variant="secondary">
          Erase…
        </Button>
      </form>
      {confirming && (
        <div
          role="group"
          aria-label="Confirm erasure"
          className="mt-3 flex flex-wrap items-center gap-3"
        >
          <p className="text-sm font-semibold text-red-800">
            Erase every lead of {email}? This cannot be undone.
          </p>
          <Button onClick={() => void erase()} className="bg-red-700 hover:bg-red-800">
            Erase for good
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      )}
      <p role="status" className="mt-2 text-sm">
        {result}
      </p>
    </section>
  );
}

export function Leads() {
  return (
    <Shell title="Leads" current="leads">
      {() => <LeadList />}
    </Shell>
  );
}

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

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === "string" && value.trim() !== "") next.set(name, value.trim());
    window.location.assign(`/admin${next.size > 0 ? `?${next.toString()}` : ""}`);
  };

  const exportQuery = new URLSearchParams(
    filterNames.flatMap((name) => (query.get(name) ? [[name, query.get(name) ?? ""]] : [])),
  ).toString();
  const pageHref = (target: number) => {
    const next = currentQuery();
    next.set("page", String(target));
    return `/admin?${next.toString()}`;
  };
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  return (
    <>
      <form
        onSubmit={apply}
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
        <div>
          <label htmlFor="form" className={labelClass}>
            Form
          </label>
          <select
            id="form"
            name="form"
            defaultValue={query.get("form") ?? ""}
            className={inputClass}
          >
            <option value="">All forms</option>
            {formNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="status" className={labelClass}>
            Status
          </label>
          <select
            id="status"
            name="status"
            defaultValue={query.get("status") ?? ""}
            className={inputClass}
          >
            <option value="">All statuses</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
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

      {result && result.leads.length > 0 && (
        <div
          className={`${panelClass} mt-3 overflow-x-auto p-0 md:p-0`}
          // axe (scrollable-region-focusable): a region that scrolls must take focus.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label="Leads table"
        >
          <table className="w-full min-w-160 text-left text-sm">
            <caption className="sr-only">Leads, newest first</caption>
            <thead className="border-b border-line bg-surface-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Received
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  E-mail
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Form
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {result.leads.map((lead) => (
                <tr key={lead.id} className="border-b border-line last:border-0">
                  <td className="px-4 py-3 whitespace-nowrap">{formatTime(lead.createdAt)}</td>
                  <td className="px-4 py-3">
                    <a
                      href={`/admin/leads/${lead.id}`}
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {lead.name ?? lead.email ?? `Lead ${lead.id}`}
                    </a>
                  </td>
                  <td className="px-4 py-3 break-all">{lead.email}</td>
                  <td className="px-4 py-3">{lead.form}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={lead.status} reason={lead.spamReason} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {result && pages > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
          {page > 1 && (
            <a href={pageHref(page - 1)} className={buttonClassName("secondary", "sm")}>
              Newer
            </a>
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && (
            <a href={pageHref(page + 1)} className={buttonClassName("secondary", "sm")}>
              Older
            </a>
          )}
        </nav>
      )}

      <EraseByEmail />
    </>
  );
}
