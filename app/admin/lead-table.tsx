import type { Lead } from "@contracts/desk";
import { formatTime } from "./format-time";
import { panelClass } from "./shell";
import { StatusBadge } from "./status-badge";

const headings = ["Received", "Name", "E-mail", "Form", "Status"];

/** One page of leads, newest first, each linked to its own page. */
export function LeadTable({ leads }: { leads: Lead[] }) {
  return (
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
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
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
                <StatusBadge status={lead.status} reason={lead.spamReason} suspect={lead.suspect} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
