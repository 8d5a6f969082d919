import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export interface CardProps extends ComponentProps<"div"> {
  /** Lift and glow on hover (for cards that are, or contain, a link). */
  interactive?: boolean;
  /** Fade and slide in when scrolled into view. */
  reveal?: boolean;
}

/** A white panel with the shared radius, hairline border and soft shadow. */
export function Card({ interactive, reveal, className, ...props }: CardProps) {
  return (
    <div
      data-reveal={reveal ? "" : undefined}
      className={cn(
        "rounded-card border border-line bg-white p-6 shadow-card md:p-7",
        interactive &&
          "transition-[transform,box-shadow] duration-300 ease-out-soft hover:-translate-y-1 hover:shadow-card-hover motion-reduce:hover:translate-y-0",
        className,
      )}
      {...props}
    />
  );
}
