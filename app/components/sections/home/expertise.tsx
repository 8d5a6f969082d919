import type { Platform } from "~/schema/home";
import { Section } from "~/components/ui/section";
import { platformMarks } from "./home-art";

export interface ExpertiseProps {
  eyebrow?: string;
  heading: string;
  tagline: string;
  platforms: Platform[];
}

/** The expertise block: one card per platform, with its brand mark (simple-icons, CC0). */
export function Expertise({ eyebrow, heading, tagline, platforms }: ExpertiseProps) {
  return (
    <Section id="expertise" tone="dark" eyebrow={eyebrow} heading={heading} tagline={tagline}>
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {platforms.map((platform) => (
          <li
            key={platform.name}
            data-reveal=""
            className="group flex gap-5 rounded-card bg-white/[0.06] p-5 sm:block sm:p-6 ring-1 ring-white/12 transition-[background-color,transform] duration-300 ease-out-soft ring-inset hover:-translate-y-1 hover:bg-white/10 motion-reduce:hover:translate-y-0 md:p-7"
          >
            <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white shadow-card sm:size-16">
              <img
                src={platformMarks[platform.mark]}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-9 transition-transform duration-300 group-hover:scale-110"
              />
            </span>
            <div>
              <h3 className="text-h3 text-white sm:mt-5">{platform.name}</h3>
              <p className="mt-1 text-white/80 sm:mt-2">{platform.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
