import { CircleCheck } from "lucide-react";
import type { ContactIntroContent } from "~/schema/contact";

/** The Contact Us intro: why to write, and three short promises. */
export function ContactIntro({ content }: { content: ContactIntroContent }) {
  return (
    <div className="max-w-3xl">
      <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-brand-600 uppercase">
        {content.eyebrow}
      </p>
      <h2 className="text-h2 text-ink">{content.heading}</h2>
      <p className="mt-4 text-lead text-slate-text">{content.text}</p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-3">
        {content.points.map((point) => (
          <li key={point.title} className="flex gap-3">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <div>
              <p className="font-semibold text-ink">{point.title}</p>
              <p className="mt-1 text-sm text-slate-text">{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
