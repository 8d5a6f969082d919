import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export interface BadgeProps {
  children: ReactNode;
  tone?: "brand" | "accent" | "neutral" | "on-dark";
  className?: string;
}

const tones = {
  brand: "bg-brand-50 text-brand-700 ring-brand-200",
  accent: "bg-cyan-50 text-cyan-900 ring-cyan-200",
  neutral: "bg-surface-muted text-slate-text ring-line",
  "on-dark": "bg-white/10 text-white ring-white/25",
} as const;

/** A small pill label: a framework, a platform, a category. */
export function Badge({ children, tone = "brand", className }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
