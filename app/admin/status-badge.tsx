import { cn } from "~/lib/cn";
import type { LeadStatus } from "@contracts/desk";

const tones: Record<LeadStatus, string> = {
  new: "bg-brand-50 text-brand-800 ring-brand-200",
  replied: "bg-cyan-50 text-cyan-900 ring-cyan-200",
  won: "bg-green-50 text-green-900 ring-green-200",
  lost: "bg-surface-muted text-slate-text ring-line",
  spam: "bg-red-50 text-red-900 ring-red-200",
};

export function StatusBadge({ status, reason }: { status: LeadStatus; reason?: string | null }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[status],
      )}
    >
      {status}
      {status === "spam" && reason ? `: ${reason}` : ""}
    </span>
  );
}
