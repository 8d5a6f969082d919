import type { ServiceFeature as ServiceFeatureContent } from "~/schema/service";
import { IconCard } from "~/components/ui/icon-card";
import { Section } from "~/components/ui/section";
import { ServiceIcon } from "./service-icon";

export interface ServiceFeatureProps {
  feature: ServiceFeatureContent;
  /** "split": text beside three stacked cards; "columns": text above three cards in a row. */
  layout: "split" | "columns";
  id: string;
  tone?: "light" | "muted";
}

/** The two feature layouts of the service pages: heading, subheading, details, three cards. */
export function ServiceFeature({ feature, layout, id, tone = "light" }: ServiceFeatureProps) {
  const cards = feature.cards.map((card) => (
    <li key={card.heading}>
      <IconCard
        className="h-full"
        layout={layout === "split" ? "horizontal" : "vertical"}
        icon={<ServiceIcon name={card.icon} className="size-7" />}
        heading={card.heading}
        detail={card.detail}
      />
    </li>
  ));

  if (layout === "columns") {
    return (
      <Section id={id} tone={tone} heading={feature.heading} tagline={feature.subheading}>
        <p className="mx-auto -mt-4 mb-12 max-w-3xl text-center text-slate-text md:-mt-6">
          {feature.details}
        </p>
        <ul className="grid gap-6 md:grid-cols-3">{cards}</ul>
      </Section>
    );
  }

  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === "muted" ? "bg-surface-muted py-section" : "bg-surface py-section"}
    >
      <div className="mx-auto grid w-full max-w-content items-start gap-10 px-gutter lg:grid-cols-2 lg:gap-16">
        <div className="lg:sticky lg:top-28">
          <h2 id={headingId} className="text-h2 text-ink">
            {feature.heading}
          </h2>
          <p className="mt-4 text-lead font-semibold text-brand-700">{feature.subheading}</p>
          <p className="mt-4 max-w-prose text-slate-text">{feature.details}</p>
        </div>
        <ul className="grid gap-5">{cards}</ul>
      </div>
    </section>
  );
}
