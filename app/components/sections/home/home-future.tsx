import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

export interface HomeFutureProps {
  eyebrow: string;
  heading: string;
  paragraphs: string[];
  cta: { label: string; href: string };
  highlights: Array<{ value: string; label: string }>;
}

/** "Leading You To Your Future": who the company is, with a link to the About Us page. */
export function HomeFuture({ eyebrow, heading, paragraphs, cta, highlights }: HomeFutureProps) {
  return (
    <section aria-labelledby="future-heading" className="py-section">
      <Container className="grid items-center gap-12 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-brand-600 uppercase">
            {eyebrow}
          </p>
          <h2 id="future-heading" data-reveal="" className="text-h2 text-ink">
            {heading}
          </h2>
          <div data-reveal="" className="[--reveal-delay:0.15s]">
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-5 max-w-prose text-lead text-slate-text">
                {paragraph}
              </p>
            ))}
          </div>
          <ButtonLink href={cta.href} size="lg" className="mt-8" arrow>
            {cta.label}
          </ButtonLink>
        </div>
        <ul className="relative grid gap-4 rounded-[1.75rem] bg-surface-muted p-4 ring-1 ring-line sm:p-6">
          {highlights.map((highlight, index) => (
            <li
              key={highlight.value}
              data-reveal=""
              className="flex items-center gap-5 rounded-card bg-white p-5 shadow-card sm:p-6"
            >
              <span
                aria-hidden="true"
                className="grid size-12 shrink-0 place-items-center rounded-xl bg-cta-gradient font-display text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <p>
                <span className="block font-display text-xl font-bold text-ink">
                  {highlight.value}
                </span>
                <span className="text-slate-text">{highlight.label}</span>
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
