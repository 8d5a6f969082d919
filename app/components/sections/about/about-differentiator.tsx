import type { AboutPageContent } from "~/schema/about";
import { IconCard } from "~/components/ui/icon-card";
import { Section } from "~/components/ui/section";
import { aboutIcons } from "./about-icons";

export interface AboutDifferentiatorProps {
  differentiator: AboutPageContent["differentiator"];
  /** URL of the band's illustration (decorative). */
  art: string;
}

/** "Our Differentiator": six reasons as horizontal cards on the brand band, beside an illustration. */
export function AboutDifferentiator({ differentiator, art }: AboutDifferentiatorProps) {
  return (
    <Section
      id="our-differentiator"
      tone="brand"
      align="start"
      eyebrow={differentiator.eyebrow}
      heading={differentiator.heading}
      tagline={differentiator.tagline}
      className="overflow-hidden"
    >
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <div
          className="relative hidden overflow-hidden rounded-card border border-white/15 bg-white/[0.04] lg:row-span-3 lg:grid lg:place-items-center"
          data-reveal=""
        >
          <img
            src={art}
            alt=""
            width={480}
            height={560}
            loading="lazy"
            decoding="async"
            className="h-auto w-full max-w-sm motion-safe:animate-float"
          />
        </div>
        {differentiator.points.map((point) => (
          <IconCard
            key={point.title}
            icon={aboutIcons[point.icon]}
            heading={point.title}
            detail={point.detail}
            layout="horizontal"
            tone="glass"
          />
        ))}
      </div>
    </Section>
  );
}
