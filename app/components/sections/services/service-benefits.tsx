import type { ServiceContent } from "~/schema/service";
import { IconCard } from "~/components/ui/icon-card";
import { Section } from "~/components/ui/section";
import { ServiceIcon } from "./service-icon";

export interface ServiceBenefitsProps {
  block: NonNullable<ServiceContent["benefits"]>;
  tone?: "light" | "muted";
}

/** The six-card benefits grid: one column on phones, two on tablets, three on desktops. */
export function ServiceBenefits({ block, tone = "light" }: ServiceBenefitsProps) {
  return (
    <Section id="benefits" tone={tone} heading={block.heading} tagline={block.tagline}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {block.cards.map((card) => (
          <li key={card.heading}>
            <IconCard
              className="h-full"
              icon={<ServiceIcon name={card.icon} className="size-7" />}
              heading={card.heading}
              detail={card.detail}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
