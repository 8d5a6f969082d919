import { ContentPicture, type ContentImage } from "~/components/ui/picture";

export interface DesignProjectItem {
  title: string;
  /** Design-board artwork URL. */
  /** A shipped drawing's URL, or a photo from the media library in its sizes. */
  image: ContentImage;
}

/** UI/UX projects: image and title only, no links (SPEC.md). */
export function PortfolioDesignGallery({ projects }: { projects: DesignProjectItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:gap-8">
      {projects.map((project, index) => (
        <li key={project.title} data-reveal="" className={index % 2 ? "[--reveal-delay:0.1s]" : ""}>
          <figure className="group overflow-hidden rounded-card border border-line bg-white shadow-card">
            <div className="overflow-hidden bg-surface-muted">
              <ContentPicture
                image={project.image}
                alt=""
                width={640}
                height={440}
                sizes="(min-width: 640px) 40rem, 100vw"
                loading={index < 2 ? "eager" : "lazy"}
                className="w-full transition-transform duration-500 ease-out-soft group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
              />
            </div>
            <figcaption className="flex items-center justify-between gap-4 px-6 py-5">
              <span className="font-display text-lg font-bold text-ink">{project.title}</span>
              <span className="text-sm font-semibold text-slate-text">
                {String(index + 1).padStart(2, "0")}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
