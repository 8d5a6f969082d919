import type { OfferCard } from "~/schema/home";
import { servicePaths } from "~/lib/paths";
import { Section } from "~/components/ui/section";
import { homeIcons } from "./home-icons";
import { ServiceLinkCard } from "~/components/sections/shared/service-link-card";

export interface OfferGridProps {
  eyebrow?: string;
  heading: string;
  tagline: string;
  cards: OfferCard[];
}

/** "What We Offer": nine service cards in one, two or three columns, each linking to its page. */
export function OfferGrid({ eyebrow, heading, tagline, cards }: OfferGridProps) {
  return (
    <Section id="what-we-offer" tone="muted" eyebrow={eyebrow} heading={heading} tagline={tagline}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, index) => (
          <li key={card.heading}>
            <ServiceLinkCard
              icon={homeIcons[card.icon]}
              heading={card.heading}
              description={card.description}
              href={servicePaths[card.service]}
              bob
              phase={index}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
