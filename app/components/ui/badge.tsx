import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface BadgeProps {
  children: ReactNode;
  tone?: "brand" | "accent" | "neutral" | "on-dark";
  /** A small leading dot in the badge's colour. */
  dot?: boolean;
  className?: string;
}

const tones = {
  brand: "bg-brand-50 text-brand-700 ring-brand-200",
  accent: "bg-cyan-50 text-cyan-900 ring-cyan-200",
  neutral: "bg-surface-muted text-slate-text ring-line",
  "on-dark": "bg-white/10 text-white ring-white/25",
} as const;

const dots = {
  brand: "bg-brand-600",
  accent: "bg-accent",
  neutral: "bg-slate-text",
  "on-dark": "bg-accent",
} as const;

/** A small pill label: a framework, a platform, a category. */
export function Badge({ children, tone = "brand", dot, className }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {dot && <span className={cn("size-1.5 rounded-full", dots[tone])} aria-hidden="true" />}
      {children}
    </span>
  );
}
