import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  className?: string;
}

/**
 * Disclosure list built on <details>/<summary>: every item opens and closes on its own, all start
 * closed, and it works with keyboard (Enter/Space on the summary) and without JavaScript.
 */
export function Accordion({ items, className }: AccordionProps) {
  return (
    <div className={cn("flex flex-col gap-3", className)}>
      {items.map((item) => (
        <details
          key={item.title}
          className="group rounded-2xl border border-line bg-white shadow-card transition-shadow duration-200 open:shadow-card-hover"
        >
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-ink transition-colors hover:text-brand-700 md:px-6 md:text-lg [&::-webkit-details-marker]:hidden">
            <span>{item.title}</span>
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600 ring-1 ring-brand-100 transition-transform duration-200 ease-out-soft group-open:rotate-45 group-open:bg-brand-600 group-open:text-white"
            >
              <Plus className="size-5" strokeWidth={2} />
            </span>
          </summary>
          <div className="px-5 pb-5 text-slate-text md:px-6 md:pb-6">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
