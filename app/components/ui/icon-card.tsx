import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Card } from "./card";

export interface IconCardProps {
  /** A lucide icon component, or any decorative node (an <img>, an inline SVG). */
  icon: LucideIcon | ReactNode;
  heading: string;
  detail: ReactNode;
  /** "vertical": icon above the text; "horizontal": icon beside it (SPEC.md's horizontal card). */
  layout?: "vertical" | "horizontal";
  headingLevel?: "h3" | "h4";
  /** Make the icon bob gently (SPEC.md: icons bob continuously). */
  bob?: boolean;
  reveal?: boolean;
  /** "white" on light bands (default); "glass" on dark bands. */
  tone?: "white" | "glass";
  /** A small label above the heading, such as a step number ("01"). */
  kicker?: string;
  className?: string;
}

const isComponent = (icon: IconCardProps["icon"]): icon is LucideIcon =>
  typeof icon === "function" || (typeof icon === "object" && icon !== null && "render" in icon);

/** A card with an icon, a heading and a short detail. */
export function IconCard({
  icon,
  heading,
  detail,
  layout = "vertical",
  headingLevel: Heading = "h3",
  bob,
  reveal = true,
  tone = "white",
  kicker,
  className,
}: IconCardProps) {
  const Icon = isComponent(icon) ? icon : undefined;
  const glass = tone === "glass";
  return (
    <Card
      interactive
      reveal={reveal}
      tone={tone}
      className={cn(
        "group/card",
        layout === "horizontal" ? "flex items-start gap-5" : "flex flex-col gap-5",
        className,
      )}
    >
      <span
        className={cn(
          "grid size-14 shrink-0 place-items-center rounded-2xl ring-1 transition-colors duration-300",
          glass
            ? "bg-white/10 text-accent-soft ring-white/15"
            : "bg-brand-50 text-brand-600 ring-brand-100 group-hover/card:bg-brand-600 group-hover/card:text-white",
          bob && "motion-safe:animate-float",
        )}
        aria-hidden="true"
      >
        {Icon ? <Icon className="size-7" strokeWidth={1.75} /> : (icon as ReactNode)}
      </span>
      <div className="min-w-0">
        {kicker && (
          <p
            className={cn(
              "mb-1 text-sm font-bold tracking-[0.12em]",
              glass ? "text-accent-soft" : "text-brand-600",
            )}
          >
            {kicker}
          </p>
        )}
        <Heading className={cn("text-h3", glass ? "text-white" : "text-ink")}>{heading}</Heading>
        <div className={cn("mt-2", glass ? "text-white/80" : "text-slate-text")}>{detail}</div>
      </div>
    </Card>
  );
}
