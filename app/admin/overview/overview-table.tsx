import type { ReactNode } from "react";
import type { OverviewTable as TableName } from "@contracts/overview";
import { PanelSection } from "~/admin/panel-section";
import { rangeQuery, type DayRange } from "./overview-range";

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/**
 * One table of the Overview in its panel, with its CSV download. A table wider than a phone
 * scrolls inside its own focusable region, never the page.
 */
export function OverviewTable<Row>({
  id,
  title,
  description,
  columns,
  rows,
  rowKey,
  csv,
  range,
  empty = "Nothing counted in this range.",
}: {
  id: string;
  title: string;
  description?: ReactNode;
  columns: Array<Column<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
  csv: TableName;
  range: DayRange;
  empty?: string;
}) {
  return (
    <PanelSection id={id} title={title}>
      {description && <p className="mt-1 text-sm text-slate-text">{description}</p>}
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-text">{empty}</p>
      ) : (
        <DataTable label={title} columns={columns} rows={rows} rowKey={rowKey} />
      )}
      <CsvLink table={csv} range={range} title={title} />
    </PanelSection>
  );
}

/** The download of one table of the range (GET /admin/api/overview.csv). */
export function CsvLink({
  table,
  range,
  title,
}: {
  table: TableName;
  range: DayRange;
  title: string;
}) {
  return (
    <p className="mt-3 text-sm">
      <a
        href={`/admin/api/overview.csv?table=${table}&${rangeQuery(range)}`}
        download
        className="font-semibold text-brand-700 underline"
      >
        Download {title.toLowerCase()} as CSV
      </a>
    </p>
  );
}

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: Array<Column<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <div
      className="mt-3 max-w-full overflow-x-auto"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-line">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`py-2 pr-4 font-semibold last:pr-0 ${column.numeric ? "text-right" : ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line last:border-0">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.label} scope="row" className="py-2 pr-4 font-normal break-all">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.label}
                    className={`py-2 pr-4 last:pr-0 ${column.numeric ? "text-right tabular-nums" : ""}`}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
