import type { AboutPageContent } from "~/schema/about";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { HeroBackdrop } from "~/components/ui/hero-backdrop";

export interface AboutCtaProps {
  closing: AboutPageContent["closing"];
  href: string;
}

/** The closing invitation: a gradient panel with one call to action. */
export function AboutCta({ closing, href }: AboutCtaProps) {
  return (
    <section aria-labelledby="about-cta-heading" className="bg-surface py-section">
      <Container>
        <div
          className="relative isolate overflow-hidden rounded-[1.75rem] px-6 py-14 text-center text-white shadow-card-hover md:px-16 md:py-20"
          data-reveal=""
        >
          <HeroBackdrop seed={closing.heading} className="absolute inset-0 -z-20 h-full w-full" />
          <div className="bg-hero-scrim absolute inset-0 -z-10" aria-hidden="true" />
          <h2 id="about-cta-heading" className="mx-auto max-w-2xl text-h2 text-white">
            {closing.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lead text-white/90">{closing.text}</p>
          <div className="mt-8 flex justify-center">
            <ButtonLink href={href} variant="light" size="lg" arrow>
              {closing.cta}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
