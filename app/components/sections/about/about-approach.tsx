import type { AboutPageContent } from "~/schema/about";
import { IconCard } from "~/components/ui/icon-card";
import { Section } from "~/components/ui/section";
import { aboutIcons } from "./about-icons";

export interface AboutApproachProps {
  approach: AboutPageContent["approach"];
}

/** Cards reveal one after another (0.6 s fade and slide each, staggered). */
const staggers = ["", "[--reveal-delay:120ms]", "[--reveal-delay:240ms]", "[--reveal-delay:360ms]"];

/** "Our Approach": four numbered stages joined by a line on wide screens. */
export function AboutApproach({ approach }: AboutApproachProps) {
  return (
    <Section
      id="our-approach"
      tone="muted"
      eyebrow={approach.eyebrow}
      heading={approach.heading}
      tagline={approach.tagline}
    >
      <ol className="relative grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        <li
          aria-hidden="true"
          className="pointer-events-none absolute top-[3.75rem] right-[12%] left-[12%] hidden h-px bg-linear-to-r from-brand-200 via-brand-400 to-accent xl:block"
        />
        {approach.steps.map((step, index) => (
          <li key={step.title} className="relative">
            <IconCard
              icon={aboutIcons[step.icon]}
              kicker={`Step ${String(index + 1).padStart(2, "0")}`}
              heading={step.title}
              detail={step.detail}
              className={`h-full ${staggers[index] ?? ""}`}
            />
          </li>
        ))}
      </ol>
    </Section>
  );
}
