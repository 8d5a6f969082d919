import type { ReactNode } from "react";
import type { Hero } from "~/schema/common";
import { cn } from "~/lib/cn";
import { Container } from "~/components/ui/container";
import { HeroBackdrop } from "~/components/ui/hero-backdrop";

export interface PageHeroProps {
  hero: Hero;
  /**
   * Seeds the generated background artwork; defaults to the hero title, so every page gets
   * its own composition without any wiring.
   */
  variant?: string;
  /** Optional photo URL drawn over the artwork and under the brand gradient. */
  background?: string;
  /** Buttons or other actions under the intro. */
  actions?: ReactNode;
  /** Artwork shown beside the text on wide screens. */
  aside?: ReactNode;
  /** "home" gives the taller banner with the display-size headline. */
  size?: "page" | "home";
}

/** The blue-gradient banner that opens every page and holds its only h1. */
export function PageHero({
  hero,
  variant,
  background,
  actions,
  aside,
  size = "page",
}: PageHeroProps) {
  return (
    <section
      data-hero=""
      className="relative isolate overflow-hidden bg-navy text-white"
      aria-labelledby="page-title"
    >
      <HeroBackdrop seed={variant ?? hero.title} className="absolute inset-0 -z-20 h-full w-full" />
      {background && (
        <img
          src={background}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          className="absolute inset-0 -z-20 h-full w-full object-cover opacity-50 mix-blend-luminosity"
        />
      )}
      <div className="bg-hero-scrim absolute inset-0 -z-10" aria-hidden="true" />
      <Container
        className={cn(
          "grid items-center gap-12 lg:grid-cols-[1.15fr_0.85fr]",
          size === "home" ? "py-20 md:py-28 lg:min-h-[38rem]" : "pt-16 pb-20 md:pt-24 md:pb-28",
        )}
      >
        <div className="max-w-2xl">
          {hero.eyebrow && (
            <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-xs font-semibold tracking-[0.16em] text-accent-soft uppercase ring-1 ring-white/20 ring-inset">
              <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
              {hero.eyebrow}
            </p>
          )}
          <h1
            id="page-title"
            className={cn(size === "home" ? "text-display" : "text-h1", "text-white")}
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-[60ch] text-lead text-white/90">{hero.intro}</p>
          {actions && <div className="mt-9 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </Container>
      <div
        className="absolute inset-x-0 bottom-0 h-px bg-linear-to-r from-transparent via-accent/70 to-transparent"
        aria-hidden="true"
      />
    </section>
  );
}
