import { useId } from "react";
import { ContentPicture, type ContentImage } from "~/components/ui/picture";
import { cn } from "~/lib/cn";

export interface TeamGridMember {
  name: string;
  position: string;
  /** A drawn portrait's URL, or a photo uploaded in the desk in its sizes and formats. */
  image: ContentImage;
  /** An uploaded photo's alt text (a drawn portrait is described by the member's name). */
  imageAlt?: string;
}

export interface TeamGridProps {
  members: TeamGridMember[];
}

/**
 * Reveal of the caption: hidden until the card is hovered or focused; always shown on touch
 * screens, which cannot hover. Opacity and transform only, so the name and role stay in the
 * accessibility tree and are read out whether or not they are visible.
 */
export const teamRevealClassName =
  "translate-y-3 opacity-0 transition-[opacity,transform] duration-300 ease-out-soft group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100 [@media(hover:none)]:translate-y-0 [@media(hover:none)]:opacity-100";

/** The team as portrait cards; hovering or focusing a card reveals its name and position. */
export function TeamGrid({ members }: TeamGridProps) {
  const baseId = useId();
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3">
      {members.map((member, index) => (
        <li key={member.name} data-reveal="" className={revealDelay[index % 3]}>
          <figure
            // Focusable so keyboard users get the same reveal as a mouse hover.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            aria-labelledby={`${baseId}-${index}`}
            className={cn(
              "group relative isolate aspect-square overflow-hidden rounded-card shadow-card ring-1 ring-line transition-shadow duration-300 hover:shadow-card-hover focus-visible:shadow-card-hover",
              tints[index % tints.length],
            )}
          >
            <ContentPicture
              image={member.image}
              alt={
                typeof member.image === "string"
                  ? `Illustrated portrait of ${member.name}`
                  : (member.imageAlt ?? `Portrait of ${member.name}`)
              }
              width={980}
              height={980}
              sizes={cardSizes}
              loading={index < 3 ? "eager" : "lazy"}
              className={portraitClass(
                typeof member.image === "string" ? "object-contain" : "object-cover",
              )}
            />
            <figcaption
              id={`${baseId}-${index}`}
              className={cn(
                "absolute inset-x-2 bottom-2 rounded-xl bg-navy/90 px-3 py-2.5 text-white shadow-card-hover backdrop-blur sm:inset-x-3 sm:bottom-3 sm:rounded-2xl sm:px-5 sm:py-4",
                teamRevealClassName,
              )}
            >
              <span className="block font-display text-sm leading-snug font-bold sm:text-lg">
                {member.name}
              </span>
              <span className="sr-only">, </span>
              <span className="mt-0.5 block text-xs font-medium text-accent-soft sm:text-sm">
                {member.position}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** A portrait fills its card: a drawing whole (it is drawn to fit), a photo cropped to fill it. */
const portraitClass = (fit: "object-contain" | "object-cover") =>
  `absolute inset-0 -z-10 h-full w-full ${fit} object-top transition-transform [@media(hover:none)]:pb-[30%] sm:[@media(hover:none)]:pb-[22%] duration-500 ease-out-soft group-hover:scale-[1.04] motion-reduce:group-hover:scale-100`;

/** A card's width: half the grid on a phone, a third from the large breakpoint. */
const cardSizes = "(min-width: 1024px) 33vw, 50vw";

/** Soft brand tints behind the portraits, one per card in turn. */
const tints = [
  "bg-brand-100",
  "bg-cyan-100",
  "bg-indigo-100",
  "bg-brand-200",
  "bg-cyan-200",
  "bg-brand-50",
];

const revealDelay = ["", "[--reveal-delay:0.1s]", "[--reveal-delay:0.2s]"];
