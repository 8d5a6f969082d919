import type { ServiceContent } from "~/schema/service";
import { cn } from "~/lib/cn";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

export interface ServiceWhyItMattersProps {
  block: ServiceContent["whyItMatters"];
  tone?: "light" | "muted";
}

const delays = ["", "[--reveal-delay:0.1s]", "[--reveal-delay:0.2s]"];

/** "Why it matters": three short, numbered points. */
export function ServiceWhyItMatters({ block, tone = "muted" }: ServiceWhyItMattersProps) {
  return (
    <Section id="why-it-matters" tone={tone} heading={block.heading} tagline={block.lead}>
      <ol className="grid gap-6 md:grid-cols-3">
        {block.points.map((point, index) => (
          <li key={point.heading} className="h-full">
            <Card reveal className={cn("h-full", delays[index])}>
              <span
                aria-hidden="true"
                className="font-display text-4xl font-extrabold text-brand-600"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-h3 text-ink">{point.heading}</h3>
              <p className="mt-2 text-slate-text">{point.detail}</p>
            </Card>
          </li>
        ))}
      </ol>
    </Section>
  );
}
