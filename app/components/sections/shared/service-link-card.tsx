import { ArrowRight, type LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

export interface ServiceLinkCardProps {
  icon: LucideIcon;
  heading: string;
  description: string;
  href: string;
  /** Link text shown under the description (decorative: the heading names the link). */
  more?: string;
  /** Bob the icon gently; `phase` (0-2) staggers neighbours so they don't move in step. */
  bob?: boolean;
  phase?: number;
  className?: string;
}

const phases = ["", "[animation-delay:-1s]", "[animation-delay:-2s]"] as const;

/** A card for one service: the heading is the link, and the whole card is its click target. */
export function ServiceLinkCard({
  icon: Icon,
  heading,
  description,
  href,
  more = "Explore service",
  bob,
  phase = 0,
  className,
}: ServiceLinkCardProps) {
  return (
    <article
      data-reveal=""
      className={cn(
        "group relative flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card transition-[transform,box-shadow,border-color] duration-300 ease-out-soft focus-within:border-brand-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-card-hover motion-reduce:hover:translate-y-0 md:p-7",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition-colors duration-300 group-hover:bg-brand-600 group-hover:text-white"
      >
        <Icon
          className={cn("size-7", bob && "motion-safe:animate-float", bob && phases[phase % 3])}
          strokeWidth={1.75}
        />
      </span>
      <h3 className="mt-5 text-h3 text-ink">
        <a
          href={href}
          className="outline-none after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
        >
          {heading}
        </a>
      </h3>
      <p className="mt-2 flex-1 text-slate-text">{description}</p>
      <span
        aria-hidden="true"
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
      >
        {more}
        <ArrowRight className="size-4 transition-transform duration-300 group-hover:translate-x-1" />
      </span>
    </article>
  );
}
