import { Phone } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { PhoneLink } from "~/components/ui/phone-link";

export interface ClosingCtaProps {
  heading: string;
  body: string;
  cta: { label: string; href: string };
  phone?: { display: string; e164: string };
}

/** A closing call to action on the brand gradient, ending a page before the footer. */
export function ClosingCta({ heading, body, cta, phone }: ClosingCtaProps) {
  return (
    <section aria-labelledby="closing-cta-heading" className="pb-section">
      <Container>
        <div
          data-reveal=""
          className="relative isolate overflow-hidden rounded-[2rem] bg-cta-gradient px-6 py-12 text-white shadow-card-hover sm:px-12 md:py-16 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:px-16"
        >
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-accent/25 blur-3xl"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-32 left-1/3 -z-10 size-72 rounded-full bg-brand-400/25 blur-3xl"
          />
          <div className="max-w-2xl">
            <h2 id="closing-cta-heading" className="text-h2">
              {heading}
            </h2>
            <p className="mt-4 text-lead text-white/85">{body}</p>
          </div>
          <div className="mt-8 flex flex-wrap items-center gap-4 lg:mt-0 lg:shrink-0 lg:flex-col lg:items-stretch">
            <ButtonLink href={cta.href} variant="secondary" size="lg" arrow>
              {cta.label}
            </ButtonLink>
            {phone && (
              <PhoneLink
                phone={phone}
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 font-semibold text-white/90 hover:text-white hover:underline"
              >
                <Phone className="size-4" aria-hidden="true" />
              </PhoneLink>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
