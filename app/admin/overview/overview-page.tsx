import { useEffect, useMemo, useState } from "react";
import { maxOverviewDays, type Overview } from "@contracts/overview";
import { api } from "~/admin/api";
import { Shell } from "~/admin/shell";
import { OverviewFigures } from "./overview-figures";
import {
  lastDays,
  presets,
  rangeFromUrl,
  rangeQuery,
  rangeTooLong,
  type DayRange,
} from "./overview-range";

/** /admin/overview: what brings visitors, which become leads, how fast the site is for them. */
export function OverviewPage() {
  return (
    <Shell title="Overview" current="overview">
      {() => <OverviewView {...rangeFromUrl(window.location.search)} />}
    </Shell>
  );
}

function OverviewView({ from, to }: DayRange) {
  const range = useMemo(() => ({ from, to }), [from, to]);
  const tooLong = rangeTooLong(range);
  const [overview, setOverview] = useState<Overview>();
  const [failed, setFailed] = useState("");
  const failure = tooLong ? `Choose a range of at most ${maxOverviewDays} days.` : failed;

  useEffect(() => {
    if (tooLong) return;
    api<Overview>(`/overview?${rangeQuery(range)}`)
      .then(setOverview)
      .catch((error: unknown) => setFailed((error as Error).message));
  }, [range, tooLong]);

  return (
    <>
      <RangePicker range={range} />
      {failure && (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {failure}
        </p>
      )}
      {!overview && !failure && (
        <p role="status" className="mt-4 text-slate-text">
          Loading the figures…
        </p>
      )}
      {overview && <OverviewFigures overview={overview} range={range} />}
    </>
  );
}

const presetClass =
  "rounded-md px-3 py-2 text-sm font-semibold ring-1 ring-line hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white";

/** Presets and a custom range; each is a URL (?from&to), so a range can be kept and shared. */
function RangePicker({ range }: { range: DayRange }) {
  return (
    <div className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-3">
      <nav aria-label="Date range" className="flex flex-wrap gap-2">
        {presets.map((days) => {
          const preset = lastDays(days);
          const current = preset.from === range.from && preset.to === range.to;
          return (
            <a
              key={days}
              href={`/admin/overview?${rangeQuery(preset)}`}
              className={presetClass}
              aria-current={current ? "true" : undefined}
            >
              {days} days
            </a>
          );
        })}
      </nav>
      <form method="get" action="/admin/overview" className="flex flex-wrap items-end gap-2">
        <label className="text-sm font-semibold">
          From
          <input
            type="date"
            name="from"
            defaultValue={range.from}
            required
            className="mt-1 block rounded-md border border-line px-2 py-1.5 font-normal"
          />
        </label>
        <label className="text-sm font-semibold">
          To
          <input
            type="date"
            name="to"
            defaultValue={range.to}
            required
            className="mt-1 block rounded-md border border-line px-2 py-1.5 font-normal"
          />
        </label>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Show
        </button>
      </form>
    </div>
  );
}
