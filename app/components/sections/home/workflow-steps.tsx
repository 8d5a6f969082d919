import { cn } from "~/lib/cn";

export interface WorkflowStep {
  title: string;
  detail: string;
}

/**
 * A numbered process as a real ordered list (screen readers hear "list, 7 items"), drawn as a
 * connected flow: a vertical timeline on phones, one row of steps on wide screens.
 */
export function WorkflowSteps({ steps }: { steps: WorkflowStep[] }) {
  return (
    <ol className="grid gap-8 lg:grid-cols-7 lg:gap-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          data-reveal=""
          className={cn(
            "relative flex gap-5 lg:flex-col lg:items-center lg:gap-4 lg:text-center",
            // The connector to the next step: down on phones, across on wide screens.
            "after:absolute after:top-12 after:-bottom-8 after:left-[calc(1.5rem-1px)] after:w-0.5 after:bg-linear-180 after:from-brand-600 after:to-accent after:content-[''] last:after:hidden",
            "lg:after:top-[calc(1.5rem-1px)] lg:after:bottom-auto lg:after:left-[calc(50%+1.5rem)] lg:after:h-0.5 lg:after:w-[calc(100%-2rem)] lg:after:bg-linear-90",
          )}
        >
          <span
            aria-hidden="true"
            className="relative z-10 grid size-12 shrink-0 place-items-center rounded-full bg-brand-600 font-display text-base font-bold text-white shadow-card ring-4 ring-white"
          >
            {String(index + 1).padStart(2, "0")}
          </span>
          <div className="pt-2 lg:pt-0">
            <h3 className="font-display text-lg font-bold text-ink">{step.title}</h3>
            <p className="mt-1 text-sm text-slate-text">{step.detail}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
