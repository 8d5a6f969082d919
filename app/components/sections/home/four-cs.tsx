import type { FourCsItem } from "~/schema/home";
import { cn } from "~/lib/cn";
import { Section } from "~/components/ui/section";
import { fourCsArt } from "./home-art";

export interface FourCsProps {
  heading: string;
  subtext: string;
  items: FourCsItem[];
}

/** Scroll-in delays as literal classes, so Tailwind generates them (SPEC.md: 0, 1, 1.5, 2 s). */
const delays: Record<FourCsItem["delay"], string> = {
  0: "[--reveal-delay:0s]",
  1: "[--reveal-delay:1s]",
  1.5: "[--reveal-delay:1.5s]",
  2: "[--reveal-delay:2s]",
};

const hexagon = "[clip-path:polygon(50%_0,100%_25%,100%_75%,50%_100%,0_75%,0_25%)]";

/** "The 4 C's Behind Our Success": four numbered hexagon cards (CSS clip-path shapes). */
export function FourCs({ heading, subtext, items }: FourCsProps) {
  return (
    <Section id="four-cs" eyebrow="How we work" heading={heading} tagline={subtext}>
      <ol className="grid grid-cols-2 justify-items-center gap-x-4 gap-y-10 pb-12 sm:gap-x-6 lg:grid-cols-4 lg:pb-16">
        {items.map((item, index) => (
          <li
            key={item.number}
            data-reveal=""
            className={cn(
              "flex max-w-64 flex-col items-center text-center",
              delays[item.delay],
              index % 2 === 1 && "translate-y-12 lg:translate-y-16",
            )}
          >
            <div className="group w-full max-w-56 drop-shadow-[0_18px_28px_rgb(29_78_216/0.22)] transition-transform duration-300 ease-out-soft hover:-translate-y-1.5 motion-reduce:hover:translate-y-0">
              <div
                className={cn(
                  "aspect-[0.866] bg-linear-150 from-brand-500 via-brand-700 to-accent p-[3px]",
                  hexagon,
                )}
              >
                <div
                  className={cn(
                    "flex h-full flex-col items-center justify-center gap-1 bg-linear-180 from-white to-brand-50 px-4 sm:gap-2 sm:px-8",
                    hexagon,
                  )}
                >
                  <img
                    src={fourCsArt[item.art]}
                    alt=""
                    width={72}
                    height={72}
                    loading="lazy"
                    className="size-11 transition-transform sm:size-16 duration-300 group-hover:scale-110"
                  />
                  <span
                    aria-hidden="true"
                    className="bg-linear-90 from-brand-600 to-brand-900 bg-clip-text font-display text-3xl font-extrabold text-transparent sm:text-4xl"
                  >
                    {item.number}
                  </span>
                  <h3 className="font-display text-base font-bold text-ink sm:text-h3">
                    <span className="sr-only">{item.number}. </span>
                    {item.heading}
                  </h3>
                </div>
              </div>
            </div>
            <p className="mt-4 text-sm text-slate-text sm:mt-5 sm:text-base">{item.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
