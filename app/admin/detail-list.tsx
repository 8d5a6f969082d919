/** Labelled values of one lead, a dash where nothing was sent. */
export function DetailList({ rows }: { rows: Array<[string, string | null | undefined]> }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-text">{label}</dt>
          <dd className="break-words whitespace-pre-wrap">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
