import { leadStatuses, type LeadStatus } from "@contracts/desk";
import { cn } from "~/lib/cn";

const labels: Record<LeadStatus | "", string> = {
  "": "All",
  new: "New",
  replied: "Replied",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

/** The list's URL with `status` as the tab picks it, back on page 1. */
function tabHref(query: URLSearchParams, status: LeadStatus | "") {
  const next = new URLSearchParams(query);
  next.delete("page");
  if (status) next.set("status", status);
  else next.delete("status");
  return `/admin${next.size > 0 ? `?${next.toString()}` : ""}`;
}

/**
 * The statuses as links, each with its count for the other filters; the current one is
 * aria-current. Links, not a tablist: each is a page of its own, with its own URL.
 */
export function StatusTabs({
  query,
  counts,
  capped = [],
}: {
  query: URLSearchParams;
  counts: Record<LeadStatus, number> | undefined;
  /** Statuses counted only up to the cap under a search, so a common word stays fast: "500+". */
  capped?: LeadStatus[];
}) {
  const current = query.get("status") ?? "";
  const count = (status: LeadStatus | "") => {
    if (!counts) return undefined;
    const n = status ? counts[status] : leadStatuses.reduce((sum, name) => sum + counts[name], 0);
    return `${n}${(status ? capped.includes(status) : capped.length > 0) ? "+" : ""}`;
  };

  return (
    <nav aria-label="Status" className="mt-6">
      <ul className="flex flex-wrap gap-1 border-b border-line">
        {(["", ...leadStatuses] as const).map((status) => (
          <li key={status || "all"}>
            <a
              href={tabHref(query, status)}
              aria-current={status === current ? "page" : undefined}
              className={cn(
                "-mb-px inline-flex items-baseline gap-1.5 border-b-2 px-3 py-2 text-sm font-semibold",
                status === current
                  ? "border-brand-600 text-brand-800"
                  : "border-transparent text-slate-text hover:border-line hover:text-ink",
              )}
            >
              {labels[status]}{" "}
              <span className="text-xs font-normal tabular-nums">{count(status)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
