import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
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
  className,
}: IconCardProps) {
  const Icon = isComponent(icon) ? icon : undefined;
  return (
    <Card
      interactive
      reveal={reveal}
      className={cn(
        layout === "horizontal" ? "flex items-start gap-5" : "flex flex-col gap-5",
        className,
      )}
    >
      <span
        className={cn(
          "grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100",
          bob && "motion-safe:animate-float",
        )}
        aria-hidden="true"
      >
        {Icon ? <Icon className="size-7" strokeWidth={1.75} /> : (icon as ReactNode)}
      </span>
      <div>
        <Heading className="text-h3 text-ink">{heading}</Heading>
        <div className="mt-2 text-slate-text">{detail}</div>
      </div>
    </Card>
  );
}
