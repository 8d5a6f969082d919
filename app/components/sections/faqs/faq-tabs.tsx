import { ArrowRight } from "lucide-react";
import { Accordion } from "~/components/ui/accordion";
import { Tabs } from "~/components/ui/tabs";
import { Island } from "~/islands/island";

export interface FaqTabContent {
  label: string;
  items: Array<{ question: string; answer: string }>;
  empty?: { text: string; linkLabel: string; href: string };
}

export interface FaqTabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: FaqTabContent[];
}

function FaqPanel({ tab }: { tab: FaqTabContent }) {
  return (
    <div className="mx-auto max-w-3xl">
      {/* Shown only when scripting is off, where the panels stack instead of switching. */}
      <h3 className="mb-4 hidden text-h3 text-ink [@media(scripting:none)]:block">{tab.label}</h3>
      {tab.items.length > 0 ? (
        <Accordion
          items={tab.items.map((item) => ({
            title: item.question,
            content: <p>{item.answer}</p>,
          }))}
        />
      ) : (
        tab.empty && (
          <div className="rounded-card border border-dashed border-brand-200 bg-brand-50/60 px-6 py-10 text-center">
            <p className="text-lead text-ink">{tab.empty.text}</p>
            <a
              href={tab.empty.href}
              className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {tab.empty.linkLabel}
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          </div>
        )
      )}
    </div>
  );
}

/**
 * The FAQ topics as WAI-ARIA tabs, General first. Without JavaScript the tabs cannot switch,
 * so the tab list is hidden (media `scripting: none`) and the other topics render below the first
 * from a <noscript> block: every answer stays reachable.
 */
export function FaqTabs({ label, tabs }: FaqTabsProps) {
  const [, ...rest] = tabs;
  return (
    <div className="faq-tabs">
      <Island
        name="Tabs"
        component={Tabs}
        props={{
          label,
          labels: tabs.map((tab) => tab.label),
          tabListClassName: "mx-auto w-fit max-w-full [@media(scripting:none)]:hidden",
        }}
        slots={{ panels: tabs.map((tab) => <FaqPanel key={tab.label} tab={tab} />) }}
      />
      <noscript>
        {rest.map((tab) => (
          <div key={tab.label} className="mt-12">
            <FaqPanel tab={tab} />
          </div>
        ))}
      </noscript>
    </div>
  );
}
