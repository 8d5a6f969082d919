import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  /** One label per panel, in order. */
  labels: string[];
  panels: ReactNode[];
  defaultIndex?: number;
  className?: string;
  tabListClassName?: string;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: click or arrow keys (and Home/End)
 * select a tab, one panel shows at a time. Without JavaScript the first panel shows.
 */
export function Tabs({
  label,
  labels,
  panels,
  defaultIndex = 0,
  className,
  tabListClassName,
}: TabsProps) {
  const [selected, setSelected] = useState(defaultIndex);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const next = (index + labels.length) % labels.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: labels.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className={cn(
          "flex flex-wrap justify-center gap-2 rounded-[1.75rem] bg-surface-muted p-1.5 ring-1 ring-line",
          tabListClassName,
        )}
      >
        {labels.map((tabLabel, index) => (
          <button
            key={tabLabel}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
            className={cn(
              "min-h-11 rounded-full px-5 text-sm font-semibold transition-colors md:text-base",
              index === selected
                ? "bg-brand-600 text-white shadow-card"
                : "text-slate-text hover:bg-white hover:text-brand-700",
            )}
          >
            {tabLabel}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={labels[index]}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className="mt-10 rounded-card focus-visible:outline-offset-8"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
