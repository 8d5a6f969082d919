import { Globe2, Landmark } from "lucide-react";
import type { Reasons } from "~/schema/home";
import { IconCard } from "~/components/ui/icon-card";
import { Section } from "~/components/ui/section";
import { Tabs } from "~/components/ui/tabs";
import { Island } from "~/islands/island";
import { achievementsArt } from "./home-art";
import { homeIcons } from "./home-icons";
import { WorkflowSteps } from "./workflow-steps";

const badgeMarks = { registry: Landmark, export: Globe2 } as const;

function Features({ features }: { features: Reasons["best"]["features"] }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => (
        <li key={feature.heading}>
          <IconCard
            layout="horizontal"
            icon={homeIcons[feature.icon]}
            heading={feature.heading}
            detail={feature.detail}
            reveal={false}
            bob
            className="h-full"
          />
        </li>
      ))}
    </ul>
  );
}

function Affiliations({ intro, badges }: Reasons["affiliations"]) {
  return (
    <div>
      <p className="mx-auto max-w-2xl text-center text-lead text-slate-text">{intro}</p>
      <ul className="mx-auto mt-10 grid max-w-4xl grid-cols-1 gap-6 md:grid-cols-2">
        {badges.map((badge) => {
          const Mark = badgeMarks[badge.mark];
          return (
            <li
              key={badge.title}
              className="flex flex-col items-center rounded-card border border-line bg-white p-8 text-center shadow-card"
            >
              <span
                aria-hidden="true"
                className="grid size-24 place-items-center rounded-full bg-linear-135 from-brand-600 to-navy text-white shadow-card-hover ring-8 ring-brand-50 outline-2 outline-offset-[-10px] outline-white/50 outline-dashed"
              >
                <Mark className="size-10" strokeWidth={1.5} />
              </span>
              <p className="mt-6 text-xs font-semibold tracking-[0.14em] text-balance text-brand-700 uppercase">
                {badge.body}
              </p>
              <h3 className="mt-2 text-h3 text-ink">{badge.title}</h3>
              <p className="mt-3 text-slate-text">{badge.detail}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Achievements({ heading, paragraphs, imageAlt, figures }: Reasons["achievements"]) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
      <div>
        <h3 className="text-h2 text-ink">{heading}</h3>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-slate-text">
            {paragraph}
          </p>
        ))}
        <ul className="mt-8 grid gap-4">
          {figures.map((figure) => (
            <li key={figure.heading}>
              <IconCard
                layout="horizontal"
                icon={homeIcons[figure.icon]}
                heading={figure.heading}
                detail={figure.detail}
                headingLevel="h4"
                reveal={false}
                className="p-5 md:p-5"
              />
            </li>
          ))}
        </ul>
      </div>
      <img
        src={achievementsArt}
        alt={imageAlt}
        width={480}
        height={380}
        loading="lazy"
        className="mx-auto h-auto w-full max-w-lg"
      />
    </div>
  );
}

export interface ReasonsTabsProps {
  reasons: Reasons;
}

/** "Reasons To Choose": four tabs (WAI-ARIA tabs pattern), the first shown by default. */
export function ReasonsTabs({ reasons }: ReasonsTabsProps) {
  const { best, affiliations, achievements, workflow } = reasons;
  return (
    <Section
      id="reasons-to-choose"
      eyebrow="Why us"
      heading={reasons.heading}
      tagline={reasons.tagline}
    >
      <Island
        name="Tabs"
        component={Tabs}
        props={{
          label: reasons.heading,
          labels: [best.label, affiliations.label, achievements.label, workflow.label],
          tabListClassName: "mx-auto w-fit",
        }}
        slots={{
          panels: [
            <Features key="best" features={best.features} />,
            <Affiliations key="affiliations" {...affiliations} />,
            <Achievements key="achievements" {...achievements} />,
            <div key="workflow">
              <p className="mx-auto mb-12 max-w-2xl text-center text-lead text-slate-text">
                {workflow.intro}
              </p>
              <WorkflowSteps steps={workflow.steps} />
            </div>,
          ],
        }}
      />
    </Section>
  );
}
