import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Container } from "./container";

export interface SectionProps {
  id?: string;
  eyebrow?: string;
  heading?: string;
  tagline?: string;
  tone?: "light" | "muted" | "dark";
  align?: "center" | "start";
  className?: string;
  children?: ReactNode;
}

const tones = {
  light: "bg-surface",
  muted: "bg-surface-muted",
  dark: "bg-navy text-white",
} as const;

/** A page band with the shared vertical rhythm and an optional heading block. */
export function Section({
  id,
  eyebrow,
  heading,
  tagline,
  tone = "light",
  align = "center",
  className,
  children,
}: SectionProps) {
  const headingId = id && heading ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("py-section", tones[tone], className)}
    >
      <Container>
        {heading && (
          <header
            className={cn("mb-10 max-w-3xl md:mb-14", align === "center" && "mx-auto text-center")}
          >
            {eyebrow && (
              <p
                className={cn(
                  "mb-3 text-sm font-semibold tracking-[0.14em] uppercase",
                  tone === "dark" ? "text-accent-soft" : "text-brand-600",
                )}
              >
                {eyebrow}
              </p>
            )}
            <h2 id={headingId} className="text-h2">
              {heading}
            </h2>
            {tagline && (
              <p
                className={cn(
                  "mt-4 text-lead",
                  tone === "dark" ? "text-white/80" : "text-slate-text",
                )}
              >
                {tagline}
              </p>
            )}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
