import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export interface CardProps extends ComponentProps<"div"> {
  /** Lift and glow on hover (for cards that are, or contain, a link). */
  interactive?: boolean;
  /** Fade and slide in when scrolled into view. */
  reveal?: boolean;
  /** "white" on light bands (default), "muted" for nested panels, "glass" on dark bands. */
  tone?: "white" | "muted" | "glass";
}

const tones = {
  white: "border-line bg-white shadow-card",
  muted: "border-line bg-surface-muted",
  glass: "border-white/15 bg-white/[0.06] text-white backdrop-blur-sm",
} as const;

/** A panel with the shared radius, hairline border and soft shadow. */
export function Card({ interactive, reveal, tone = "white", className, ...props }: CardProps) {
  return (
    <div
      data-reveal={reveal ? "" : undefined}
      className={cn(
        "rounded-card border p-6 md:p-7",
        tones[tone],
        interactive &&
          "transition-[transform,box-shadow,border-color] duration-300 ease-out-soft hover:-translate-y-1 motion-reduce:hover:translate-y-0",
        interactive && (tone === "glass" ? "hover:border-white/30" : "hover:shadow-card-hover"),
        className,
      )}
      {...props}
    />
  );
}
