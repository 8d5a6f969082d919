import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export interface ContainerProps extends ComponentProps<"div"> {
  /** "content": the 1280 px layout width (default); "prose": a readable text column. */
  size?: "content" | "prose";
}

const sizes = { content: "max-w-content", prose: "max-w-prose" } as const;

/** Centres content at the 1280 px layout width with the shared gutters. */
export function Container({ size = "content", className, ...props }: ContainerProps) {
  return <div className={cn("mx-auto w-full px-gutter", sizes[size], className)} {...props} />;
}
