import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { ServiceContent } from "~/schema/service";
import { Container } from "~/components/ui/container";
import { PhoneLink } from "~/components/ui/phone-link";

export interface ServiceClosingProps {
  block: ServiceContent["closing"];
  /** The `Request A Quote` control. */
  action: ReactNode;
  phone: { display: string; e164: string };
}

/** The closing call to action on the brand gradient. */
export function ServiceClosing({ block, action, phone }: ServiceClosingProps) {
  return (
    <section aria-labelledby="closing-heading" className="bg-surface py-section">
      <Container>
        <div
          data-reveal
          className="relative isolate overflow-hidden rounded-card bg-cta-gradient px-6 py-12 text-center text-white shadow-card-hover md:px-16 md:py-16"
        >
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-accent/25 blur-3xl"
          />
          <h2 id="closing-heading" className="text-h2 text-white">
            {block.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-white/85">{block.detail}</p>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
            {action}
            <PhoneLink
              phone={phone}
              className="inline-flex min-h-12 items-center gap-2 rounded-full px-4 font-semibold text-white hover:underline"
            >
              <Phone aria-hidden="true" className="size-5" />
            </PhoneLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
