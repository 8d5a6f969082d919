import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** Centres content at the 1280 px layout width with the shared gutters. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-content px-gutter", className)} {...props} />;
}
