import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Container } from "./container";

export interface SectionProps {
  id?: string;
  /** Short uppercase label above the heading. */
  eyebrow?: string;
  heading?: string;
  tagline?: string;
  /** "light" white, "muted" faint blue-grey, "dark" navy, "brand" the navy-to-blue gradient. */
  tone?: "light" | "muted" | "dark" | "brand";
  align?: "center" | "start";
  /** Buttons or links under the heading block. */
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

const tones = {
  light: "bg-surface",
  muted: "bg-surface-muted",
  dark: "bg-navy text-white",
  brand: "bg-band-gradient text-white",
} as const;

/** A page band with the shared vertical rhythm and an optional heading block. */
export function Section({
  id,
  eyebrow,
  heading,
  tagline,
  tone = "light",
  align = "center",
  actions,
  className,
  children,
}: SectionProps) {
  const headingId = id && heading ? `${id}-heading` : undefined;
  const onDark = tone === "dark" || tone === "brand";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("relative py-section", tones[tone], className)}
    >
      <Container>
        {heading && (
          <header
            data-reveal=""
            className={cn("mb-10 max-w-3xl md:mb-14", align === "center" && "mx-auto text-center")}
          >
            {eyebrow && (
              <p
                className={cn(
                  "mb-4 inline-flex items-center gap-3 text-sm font-semibold tracking-[0.14em] uppercase",
                  onDark ? "text-accent-soft" : "text-brand-600",
                )}
              >
                <span
                  className={cn("h-px w-8", onDark ? "bg-accent-soft/60" : "bg-brand-300")}
                  aria-hidden="true"
                />
                {eyebrow}
              </p>
            )}
            <h2 id={headingId} className={cn("text-h2", onDark ? "text-white" : "text-ink")}>
              {heading}
            </h2>
            {tagline && (
              <p className={cn("mt-4 text-lead", onDark ? "text-white/85" : "text-slate-text")}>
                {tagline}
              </p>
            )}
            {actions && (
              <div
                className={cn("mt-8 flex flex-wrap gap-3", align === "center" && "justify-center")}
              >
                {actions}
              </div>
            )}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
