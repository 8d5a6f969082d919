import type { ReactNode } from "react";
import { panelClass } from "./shell";

/** One white panel of a desk page, named by its heading (`${id}-heading`) for screen readers. */
export function PanelSection({
  id,
  title,
  className = "mt-4",
  children,
}: {
  id: string;
  title: ReactNode;
  /** Its distance from what stands above it. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`${panelClass} ${className}`}>
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
