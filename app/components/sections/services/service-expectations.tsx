import { CheckCircle2, Info } from "lucide-react";
import type { ServiceExpectations as ServiceExpectationsContent } from "~/schema/service";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

export interface ServiceExpectationsProps {
  block: ServiceExpectationsContent;
  tone?: "light" | "muted";
}

/** Up to nine items per column; an empty slot is not shown. */
export const visibleItems = (items: readonly string[]) =>
  items.slice(0, 9).filter((item) => item.trim() !== "");

/** "What can you expect": a two-column checklist and a closing note. */
export function ServiceExpectations({ block, tone = "muted" }: ServiceExpectationsProps) {
  const columns = [visibleItems(block.left), visibleItems(block.right)].filter(
    (column) => column.length > 0,
  );
  return (
    <Section id="what-to-expect" tone={tone} heading={block.heading} tagline={block.lead}>
      <Card reveal className="mx-auto max-w-5xl md:p-10">
        <div className="grid gap-x-12 gap-y-3 md:grid-cols-2">
          {columns.map((column, index) => (
            <ul key={index} className="space-y-3">
              {column.map((item) => (
                <li key={item} className="flex items-start gap-3">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brand-600"
                  />
                  <span className="text-ink">{item}</span>
                </li>
              ))}
            </ul>
          ))}
        </div>
        <p className="mt-8 flex items-start gap-3 rounded-xl bg-brand-50 px-5 py-4 text-brand-900 ring-1 ring-brand-100">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>{block.closing}</span>
        </p>
      </Card>
    </Section>
  );
}
