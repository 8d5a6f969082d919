import type { ReactNode } from "react";
import type { Hero } from "../../content/schema";
import { Container } from "../ui/container";

export interface PageHeroProps {
  hero: Hero;
  /** Background artwork URL, drawn under the brand gradient. */
  background?: string;
  /** Buttons or other actions under the intro. */
  actions?: ReactNode;
  /** Artwork shown beside the text on wide screens. */
  aside?: ReactNode;
}

/** The blue-gradient banner that opens every page and holds its only h1. */
export function PageHero({ hero, background, actions, aside }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-navy text-white">
      {background && (
        <img
          src={background}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
      )}
      <div className="bg-hero-gradient absolute inset-0 -z-10" aria-hidden="true" />
      <Container className="grid items-center gap-10 py-16 md:py-24 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="max-w-2xl">
          {hero.eyebrow && (
            <p className="mb-4 text-sm font-semibold tracking-[0.16em] text-accent-soft uppercase">
              {hero.eyebrow}
            </p>
          )}
          <h1 className="text-h1 text-white">{hero.title}</h1>
          <p className="mt-5 text-lead text-white/85">{hero.intro}</p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </Container>
    </section>
  );
}
