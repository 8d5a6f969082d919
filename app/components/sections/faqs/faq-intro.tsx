import { ContentPicture, type ContentImage } from "~/components/ui/picture";

export interface FaqIntroProps {
  eyebrow: string;
  heading: string;
  paragraphs: string[];
  /** The illustration's URL, or a photo from the media library in its sizes; its description. */
  image: ContentImage;
  imageAlt: string;
}

/** The FAQ page's introduction: text beside an illustration. */
export function FaqIntro({ eyebrow, heading, paragraphs, image, imageAlt }: FaqIntroProps) {
  return (
    <section aria-labelledby="faq-intro-heading" className="bg-surface-muted py-section">
      <div className="mx-auto grid w-full max-w-content items-center gap-10 px-gutter lg:grid-cols-2 lg:gap-16">
        <div data-reveal="">
          <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-brand-600 uppercase">
            {eyebrow}
          </p>
          <h2 id="faq-intro-heading" className="text-h2 text-ink">
            {heading}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lead text-slate-text">
              {paragraph}
            </p>
          ))}
        </div>
        <div data-reveal="" className="[--reveal-delay:0.15s]">
          <ContentPicture
            image={image}
            alt={imageAlt}
            width={560}
            height={440}
            sizes="(min-width: 640px) 36rem, 100vw"
            className="mx-auto w-full max-w-xl rounded-[1.75rem] shadow-card-hover motion-safe:animate-bob"
          />
        </div>
      </div>
    </section>
  );
}
