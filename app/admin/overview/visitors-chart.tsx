import { useEffect, useRef, useState } from "react";
import type uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { DayFigures } from "@contracts/overview";
import { PanelSection } from "~/admin/panel-section";
import { formatCount, formatDay } from "./figures";
import type { DayRange } from "./overview-range";
import { CsvLink, DataTable } from "./overview-table";

const visitorsColour = "#1d4ed8";
const leadsColour = "#c2410c";
const chartHeight = 240;

const day = 24 * 60 * 60;
const halfDay = day / 2;
/**
 * The x axis's tick steps: uPlot's own for a time scale in seconds, from a day up (a month is its
 * 30 days, a year 365), so a range of a few days is marked by dates, never by hours.
 */
const dayIncrs = [
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15].map((days) => days * day),
  ...[1, 2, 3, 4, 6].map((months) => months * 30 * day),
  ...[1, 2, 5, 10].map((years) => years * 365 * day),
];

/**
 * The x scale's range in seconds, from the first and the last day shown: a range of one day is
 * that day centred in a day's width. uPlot's own range for a lone point on a time scale in
 * seconds is a thousand days (it adds 86,400 / its `ms` of 0.001), years of empty axis.
 */
export const dayAxisRange = (min: number, max: number): uPlot.Range.MinMax =>
  min === max ? [min - halfDay, max + halfDay] : [min, max];

/** uPlot's options: days on x (UTC midnights: a day is a date, not an instant), two y scales. */
function chartOptions(width: number, UPlot: typeof uPlot, days: number[]): uPlot.Options {
  const xRange = dayAxisRange(days[0] ?? 0, days.at(-1) ?? 0);
  return {
    width,
    height: chartHeight,
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
    scales: {
      x: { time: true, range: () => xRange },
      leads: { range: (_u, _min, max) => [0, Math.max(1, max)] },
    },
    series: [
      {},
      {
        label: "Visitors",
        stroke: visitorsColour,
        width: 2,
        // A line needs two days: a lone day is a point.
        points: { show: (_u, _series, first, last) => first === last },
      },
      { label: "Leads", stroke: leadsColour, width: 2, scale: "leads", dash: [6, 3] },
    ],
    axes: [
      { incrs: dayIncrs },
      { label: "Visitors", stroke: visitorsColour, size: 56 },
      {
        label: "Leads",
        stroke: leadsColour,
        scale: "leads",
        side: 1,
        size: 48,
        grid: { show: false },
      },
    ],
    legend: { live: false },
    cursor: { drag: { x: false, y: false } },
  };
}

/**
 * Visitors and leads per day as one chart (uPlot, decision 0199), loaded only when the Overview
 * shows it; the same figures follow as a table, for the keyboard and screen readers.
 */
export function VisitorsChart({ days, range }: { days: DayFigures[]; range: DayRange }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    import("uplot")
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const seconds = days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000);
        const data: uPlot.AlignedData = [
          seconds,
          days.map((day) => day.visitors),
          days.map((day) => day.leads),
        ];
        chart = new UPlot(chartOptions(element.clientWidth, UPlot, seconds), data, element);
        observer = new ResizeObserver(() =>
          chart?.setSize({ width: element.clientWidth, height: chartHeight }),
        );
        observer.observe(element);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days]);

  return (
    <PanelSection id="per-day" title="Visitors and leads per day">
      <figure className="mt-3">
        <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />
        <figcaption className="mt-2 text-sm text-slate-text">
          {failed
            ? "The chart could not be drawn; the table below has its figures."
            : "Visitors (solid, left scale) and leads (dashed, right scale); the table below has the figures."}
        </figcaption>
      </figure>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          Table of visitors and leads per day
        </summary>
        <DataTable
          label="Visitors and leads per day"
          rows={[...days].reverse()}
          rowKey={(day) => day.day}
          columns={[
            { label: "Day", cell: (day) => formatDay(day.day) },
            { label: "Visitors", cell: (day) => formatCount(day.visitors), numeric: true },
            { label: "Page views", cell: (day) => formatCount(day.views), numeric: true },
            { label: "Leads", cell: (day) => formatCount(day.leads), numeric: true },
          ]}
        />
      </details>
      <CsvLink table="days" range={range} title="Visitors and leads per day" />
    </PanelSection>
  );
}
