import type { AuditEntry } from "@contracts/desk";
import { formatTime } from "./format-time";

/** The audit log's entries, newest first. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    // Scrollable on a phone: focusable, so the keyboard can scroll it too.
    <div
      className="mt-3 overflow-x-auto"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label="Audit log entries"
    >
      <table className="w-full min-w-140 text-left text-sm">
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              When
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Who
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              What
            </th>
            <th scope="col" className="py-2 font-semibold">
              Detail
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={`${entry.at}-${index}`} className="border-b border-line last:border-0">
              <td className="py-2 pr-4 whitespace-nowrap">{formatTime(entry.at)}</td>
              <td className="py-2 pr-4 break-all">{entry.actor}</td>
              <td className="py-2 pr-4">{entry.action}</td>
              <td className="py-2 break-all">{entry.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
