import type { LeadListItem } from "@contracts/desk";
import { formatDuration } from "./format-duration";
import { formatTime } from "./format-time";
import { AnsweredBadge, StatusBadge } from "./status-badge";

/**
 * One page of leads, newest first: one markup, a row of columns from 640 px and a card below.
 * The name is the row's one link, stretched over the whole row (its ::after), so a tap anywhere
 * opens the lead and nothing else in the row is interactive. `data-lead-link` is what j/k move
 * through (list/use-list-keys.ts).
 */
export function LeadTable({ leads }: { leads: LeadListItem[] }) {
  return (
    <ol
      aria-label="Leads, newest first"
      className="mt-3 divide-y divide-line rounded-card border border-line bg-white shadow-card"
    >
      {leads.map((lead) => (
        <li
          key={lead.id}
          className="relative grid gap-x-4 gap-y-1 px-4 py-3 first:rounded-t-card last:rounded-b-card hover:bg-surface-muted has-[a:focus-visible]:bg-brand-50 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:-outline-offset-2 has-[a:focus-visible]:outline-brand-600 sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,14rem)_minmax(0,9rem)]"
        >
          <div className="min-w-0 sm:col-start-2 sm:row-start-1">
            <a
              href={`/admin/leads/${lead.id}`}
              data-lead-link
              className="font-semibold break-words text-brand-700 underline-offset-2 outline-none after:absolute after:inset-0 hover:underline"
            >
              {lead.name ?? lead.email ?? `Lead ${lead.id}`}
            </a>
            {lead.preview && <p className="truncate text-sm text-slate-text">{lead.preview}</p>}
          </div>
          <p className="min-w-0 text-sm break-all sm:col-start-3 sm:row-start-1">{lead.email}</p>
          <p className="text-sm text-slate-text sm:col-start-1 sm:row-start-1">
            <time dateTime={lead.createdAt}>{formatTime(lead.createdAt)}</time>
            <span className="block">{lead.form}</span>
          </p>
          <div className="flex flex-wrap content-start gap-1 sm:col-start-4 sm:row-start-1 sm:justify-end">
            <StatusBadge status={lead.status} reason={lead.spamReason} suspect={lead.suspect} />
            {lead.clientAnsweredAt && (
              <AnsweredBadge label={`wrote ${formatTime(lead.clientAnsweredAt)}`} />
            )}
            {lead.firstReplyAt && (
              <span className="w-full text-xs text-slate-text sm:text-right">
                replied in{" "}
                {formatDuration(Date.parse(lead.firstReplyAt) - Date.parse(lead.createdAt))}
              </span>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
