import type { AboutPageContent } from "~/schema/about";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Picture, type ResponsiveImage } from "~/components/ui/picture";

export interface AboutIntroProps {
  intro: AboutPageContent["intro"];
  photo: ResponsiveImage;
  /** Where "Let's Talk" leads (the contact page). */
  ctaHref: string;
}

/** Who we are: the studio photo beside the story, three highlights and the "Let's Talk" button. */
export function AboutIntro({ intro, photo, ctaHref }: AboutIntroProps) {
  return (
    <section aria-labelledby="about-intro-heading" className="bg-surface py-section">
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="relative order-2 lg:order-1" data-reveal="">
          <div
            className="absolute -inset-3 -z-10 rounded-[1.75rem] bg-linear-to-br from-brand-100 via-white to-cyan-100 md:-inset-4"
            aria-hidden="true"
          />
          <Picture
            image={photo}
            alt={intro.photoAlt}
            sizes="(min-width: 1280px) 592px, (min-width: 1024px) 46vw, calc(100vw - 2.5rem)"
            className="block overflow-hidden rounded-card shadow-card-hover ring-1 ring-line"
            imgClassName="aspect-[3/2] object-cover"
          />
        </div>

        <div className="order-1 lg:order-2" data-reveal="">
          <p className="mb-4 inline-flex items-center gap-3 text-sm font-semibold tracking-[0.14em] text-brand-600 uppercase">
            <span className="h-px w-8 bg-brand-300" aria-hidden="true" />
            {intro.eyebrow}
          </p>
          <h2 id="about-intro-heading" className="text-h2 text-ink">
            {intro.heading}
          </h2>
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 max-w-prose text-lead text-slate-text">
              {paragraph}
            </p>
          ))}
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {intro.highlights.map((item) => (
              <div key={item.value} className="border-l-2 border-brand-200 pl-4">
                <dt className="font-display text-lg font-bold text-ink">{item.value}</dt>
                <dd className="mt-1 text-sm text-slate-text">{item.label}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-9">
            <ButtonLink href={ctaHref} variant="gradient" size="lg" arrow>
              {intro.cta}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
