import { ChevronRight } from "lucide-react";
import laravelMark from "~/assets/services/laravel.svg";
import reactMark from "~/assets/services/react.svg";
import wordpressMark from "~/assets/services/wordpress.svg";
import type { PlatformKey, ServicePlatforms as ServicePlatformsContent } from "~/schema/service";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

/** Brand marks from simple-icons (CC0), in each brand's colour. */
const marks: Record<PlatformKey, string> = {
  wordpress: wordpressMark,
  react: reactMark,
  laravel: laravelMark,
};

export interface ServicePlatformsProps {
  block: ServicePlatformsContent;
  tone?: "light" | "muted";
}

/** Three platform cards, each listing the nine fixed lines prefixed with the platform's label. */
export function ServicePlatforms({ block, tone = "light" }: ServicePlatformsProps) {
  return (
    <Section id="platforms" tone={tone} heading={block.heading} tagline={block.lead}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {block.cards.map((card) => (
          <li key={card.platform} data-platform-card>
            <Card interactive reveal className="h-full">
              <div className="flex items-center gap-4">
                <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-surface-muted ring-1 ring-line">
                  <img
                    src={marks[card.platform]}
                    alt={`${card.label} logo`}
                    width={36}
                    height={36}
                    loading="lazy"
                    className="size-9"
                  />
                </span>
                <h3 className="text-h3 text-ink">{card.label}</h3>
              </div>
              <ul className="mt-6 divide-y divide-line">
                {block.lines.map((line) => (
                  <li key={line} className="flex items-center gap-2 py-2.5 text-ink">
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                    {`${card.label} ${line}`}
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
