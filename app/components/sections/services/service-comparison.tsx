import { Check } from "lucide-react";
import type { ServiceComparison as ServiceComparisonContent } from "~/schema/service";
import { cn } from "~/lib/cn";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { ServiceIcon } from "./service-icon";

export interface ServiceComparisonProps {
  block: ServiceComparisonContent;
  id: string;
  tone?: "light" | "muted";
}

/** A two-card block setting two options side by side (existing vs original, frontend vs backend). */
export function ServiceComparison({ block, id, tone = "light" }: ServiceComparisonProps) {
  return (
    <Section id={id} tone={tone} heading={block.heading} tagline={block.lead}>
      <div className="relative grid gap-6 md:grid-cols-2 md:gap-10">
        <span
          aria-hidden="true"
          className={cn(
            "absolute top-1/2 left-1/2 z-10 hidden size-12 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-navy font-display text-sm font-bold text-white ring-8 md:grid",
            tone === "muted" ? "ring-surface-muted" : "ring-surface",
          )}
        >
          or
        </span>
        {block.cards.map((card, index) => (
          <Card
            key={card.heading}
            reveal
            className={cn("h-full", index === 1 && "[--reveal-delay:0.15s]")}
          >
            <span
              aria-hidden="true"
              className={cn(
                "grid size-14 place-items-center rounded-2xl ring-1",
                index === 0
                  ? "bg-brand-50 text-brand-600 ring-brand-100"
                  : "bg-cyan-50 text-cyan-700 ring-cyan-100",
              )}
            >
              <ServiceIcon name={card.icon} className="size-7" />
            </span>
            <h3 className="mt-5 text-h3 text-ink">{card.heading}</h3>
            <p className="mt-2 text-slate-text">{card.detail}</p>
            <ul className="mt-5 space-y-2.5 border-t border-line pt-5">
              {card.points.map((point) => (
                <li key={point} className="flex items-start gap-3">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
                  <span className="text-ink">{point}</span>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </Section>
  );
}
