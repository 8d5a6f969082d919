import type { ReactNode } from "react";
import type { ServiceIntro as ServiceIntroContent } from "~/schema/service";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

export interface ServiceIntroProps {
  intro: ServiceIntroContent;
  /** The `Request A Quote` control (and any other action) under the text. */
  actions: ReactNode;
  tone?: "light" | "muted";
}

/** The introduction: what the service is, with the quote button, and an at-a-glance card. */
export function ServiceIntro({ intro, actions, tone = "light" }: ServiceIntroProps) {
  return (
    <Section id="introduction" tone={tone}>
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-7">
          <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-brand-600 uppercase">
            {intro.eyebrow}
          </p>
          <h2 className="text-h2 text-ink">{intro.heading}</h2>
          <div className="mt-6 max-w-prose space-y-4 text-lead text-slate-text">
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
        </div>
        <Card reveal className="self-start lg:col-span-5 lg:mt-10">
          <h3 className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">
            At a glance
          </h3>
          <dl className="mt-5 divide-y divide-line">
            {intro.facts.map((fact) => (
              <div key={fact.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
                <dt className="text-slate-text">{fact.label}</dt>
                <dd className="font-semibold text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-5 text-sm font-semibold text-ink">Tools we use</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {intro.stack.map((tool) => (
              <li key={tool}>
                <Badge tone="brand">{tool}</Badge>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </Section>
  );
}
