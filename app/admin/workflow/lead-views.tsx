/** The list's views: everything, the signed-in owner's, and the follow-ups due. */
const views = [
  { label: "All", query: "" },
  { label: "Mine", query: "assignee=me" },
  { label: "Today", query: "due=today" },
  { label: "Overdue", query: "due=overdue" },
] as const;

const linkClass =
  "rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline aria-[current=page]:bg-brand-700 aria-[current=page]:text-white aria-[current=page]:no-underline";

/** Links to the views; the one the URL shows is the current page. */
export function LeadViews({ query }: { query: URLSearchParams }) {
  const current =
    views.find(
      ({ query: view }) =>
        view !== "" &&
        [...new URLSearchParams(view)].every(([name, value]) => query.get(name) === value),
    ) ?? (query.has("assignee") || query.has("due") ? undefined : views[0]);
  return (
    <nav aria-label="Views" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {views.map((view) => (
          <li key={view.label}>
            <a
              href={view.query ? `/admin?${view.query}` : "/admin"}
              aria-current={view === current ? "page" : undefined}
              className={linkClass}
            >
              {view.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
