import { cn } from "~/lib/cn";
import type { LeadStatus } from "@contracts/desk";

const tones: Record<LeadStatus, string> = {
  new: "bg-brand-50 text-brand-800 ring-brand-200",
  replied: "bg-cyan-50 text-cyan-900 ring-cyan-200",
  won: "bg-green-50 text-green-900 ring-green-200",
  lost: "bg-surface-muted text-slate-text ring-line",
  spam: "bg-red-50 text-red-900 ring-red-200",
};

const badgeClass = "inline-flex items-center px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";

/** The lead's status; a suspect lead's flag beside it (its reason in full where `fullReason`). */
export function StatusBadge({
  status,
  reason,
  suspect,
  fullReason = false,
}: {
  status: LeadStatus;
  reason?: string | null;
  suspect?: string | null;
  fullReason?: boolean;
}) {
  return (
    <>
      <span className={cn(badgeClass, "rounded-full", tones[status])}>
        {status}
        {status === "spam" && reason ? `: ${reason}` : ""}
      </span>
      {suspect ? <SuspectBadge reason={suspect} withReason={fullReason} /> : null}
    </>
  );
}

/**
 * A lead with one weak spam signal: too little to quarantine it, so it was sent as usual, and the
 * owner sees why it looked doubtful (decision 0121). `withReason` spells the reason out (the lead's
 * page); in the list the badge stays short, its reason read to screen readers and shown on hover.
 */
export function SuspectBadge({ reason, withReason }: { reason: string; withReason: boolean }) {
  return (
    <span
      // A reason in full may wrap on a phone: a pill's round ends would pinch its lines.
      className={cn(
        badgeClass,
        withReason ? "mt-1 rounded-md" : "rounded-full",
        "ms-1.5 bg-amber-50 text-amber-900 ring-amber-200",
      )}
      title={withReason ? undefined : reason}
    >
      suspect
      {withReason ? `: ${reason}` : <span className="sr-only">: {reason}</span>}
    </span>
  );
}

/**
 * The client wrote to the company mailbox about this lead (server/inbound/): on the list, so
 * the owner it is assigned to sees it among their leads, and on the lead's page.
 */
export function AnsweredBadge({ label }: { label: string }) {
  return (
    <span
      className={cn(badgeClass, "rounded-full bg-violet-50 text-violet-900 ring-violet-200")}
      title={label}
    >
      client answered<span className="sr-only">: {label}</span>
    </span>
  );
}
