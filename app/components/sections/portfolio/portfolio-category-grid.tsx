import { ArrowRight } from "lucide-react";
import { cn } from "~/lib/cn";
import { ContentPicture, type ContentImage } from "~/components/ui/picture";

export interface PortfolioCategoryCard {
  title: string;
  description: string;
  count: string;
  href: string;
  /** Cover artwork URL. */
  /** A shipped drawing's URL, or a photo from the media library in its sizes. */
  image: ContentImage;
  linkLabel: string;
}

export interface PortfolioCategoryGridProps {
  categories: PortfolioCategoryCard[];
}

/**
 * The 'View' button: shown when the card is hovered or anything in it has keyboard focus, and
 * always on touch screens. Opacity only, so it stays clickable and in the accessibility tree.
 */
export const viewRevealClassName =
  "translate-y-2 opacity-0 transition-[opacity,transform] duration-300 ease-out-soft group-hover:translate-y-0 group-hover:opacity-100 group-focus-within:translate-y-0 group-focus-within:opacity-100 [@media(hover:none)]:translate-y-0 [@media(hover:none)]:opacity-100";

/** Four portfolio categories, each with a View button to its page. */
export function PortfolioCategoryGrid({ categories }: PortfolioCategoryGridProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:gap-8">
      {categories.map((category, index) => (
        <li key={category.href} data-reveal="" className={index % 2 ? "[--reveal-delay:0.1s]" : ""}>
          <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-[transform,box-shadow] duration-300 ease-out-soft hover:-translate-y-1 hover:shadow-card-hover focus-within:shadow-card-hover motion-reduce:hover:translate-y-0">
            <div className="relative overflow-hidden">
              <ContentPicture
                image={category.image}
                alt=""
                width={640}
                height={400}
                sizes="(min-width: 768px) 40rem, 100vw"
                loading={index < 2 ? "eager" : "lazy"}
                className="aspect-[8/5] w-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
              />
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-navy/0 transition-colors duration-300 group-hover:bg-navy/35 group-focus-within:bg-navy/35"
              />
              <div className="absolute inset-0 grid place-items-center">
                <a
                  href={category.href}
                  className={cn(
                    "inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-600 px-7 font-semibold text-white shadow-card-hover ring-4 ring-white/30 hover:bg-brand-700",
                    viewRevealClassName,
                  )}
                >
                  {category.linkLabel}
                  <span className="sr-only"> {category.title} portfolio</span>
                  <ArrowRight className="size-4" aria-hidden="true" />
                </a>
              </div>
            </div>
            <div className="flex flex-1 flex-col gap-3 p-6 md:p-7">
              <div className="flex items-center justify-between gap-4">
                <h3 className="text-h3 text-ink">{category.title}</h3>
                <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset">
                  {category.count}
                </span>
              </div>
              <p className="text-slate-text">{category.description}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
