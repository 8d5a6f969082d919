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

/** uPlot's options: days on x (UTC midnights: a day is a date, not an instant), two y scales. */
function chartOptions(width: number, UPlot: typeof uPlot): uPlot.Options {
  return {
    width,
    height: chartHeight,
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
    scales: { x: { time: true }, leads: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
    series: [
      {},
      { label: "Visitors", stroke: visitorsColour, width: 2, points: { show: false } },
      { label: "Leads", stroke: leadsColour, width: 2, scale: "leads", dash: [6, 3] },
    ],
    axes: [
      {},
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
        const data: uPlot.AlignedData = [
          days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
          days.map((day) => day.visitors),
          days.map((day) => day.leads),
        ];
        chart = new UPlot(chartOptions(element.clientWidth, UPlot), data, element);
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
