import type { ServiceContent } from "~/schema/service";
import { Section } from "~/components/ui/section";

export interface ServiceWhatWeDoProps {
  block: NonNullable<ServiceContent["whatWeDo"]>;
}

/** "What do we do for you": three steps on a dark band, joined by a line on wide screens. */
export function ServiceWhatWeDo({ block }: ServiceWhatWeDoProps) {
  return (
    <Section id="what-we-do" tone="dark" heading={block.heading} tagline={block.lead}>
      <div className="relative">
        <div
          aria-hidden="true"
          className="absolute top-7 right-[16%] left-[16%] hidden h-px bg-gradient-to-r from-accent/0 via-accent/60 to-accent/0 md:block"
        />
        <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
          {block.items.map((item, index) => (
            <li key={item.heading} data-reveal className="relative text-center">
              <span
                aria-hidden="true"
                className="mx-auto grid size-14 place-items-center rounded-full bg-brand-600 font-display text-lg font-bold text-white ring-8 ring-navy"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-h3 text-white">{item.heading}</h3>
              <p className="mx-auto mt-2 max-w-sm text-white/80">{item.detail}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
