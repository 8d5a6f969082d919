import { Check, ExternalLink } from "lucide-react";
import { cn } from "~/lib/cn";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { ContentPicture, type ContentImage } from "~/components/ui/picture";

export interface WebsiteProjectItem {
  title: string;
  client: string;
  description: string;
  framework: string;
  highlights: string[];
  /** Browser-frame mockup URL. */
  /** A shipped drawing's URL, or a photo from the media library in its sizes. */
  image: ContentImage;
  /** A photo's alt text from the media library. */
  imageAlt?: string;
  url: string;
  linkLabel: string;
}

export interface PortfolioWebsiteListProps {
  projects: WebsiteProjectItem[];
}

/** Website projects in alternating rows: mockup, client, description, framework, visit button. */
export function PortfolioWebsiteList({ projects }: PortfolioWebsiteListProps) {
  return (
    <ol className="flex flex-col gap-16 md:gap-24">
      {projects.map((project, index) => (
        <li
          key={project.url}
          className="grid items-center gap-8 lg:grid-cols-[1.1fr_0.9fr] lg:gap-14"
        >
          <div
            data-reveal=""
            className={cn(
              "rounded-[1.75rem] bg-gradient-to-br from-brand-50 to-brand-100 p-3 ring-1 ring-brand-100 sm:p-5",
              index % 2 === 1 && "lg:order-2",
            )}
          >
            <ContentPicture
              image={project.image}
              alt={
                project.imageAlt ?? `${project.client} website home page, shown in a browser window`
              }
              width={800}
              height={540}
              sizes="(min-width: 1024px) 40rem, 100vw"
              loading={index === 0 ? "eager" : "lazy"}
              className="w-full rounded-2xl shadow-card-hover"
            />
          </div>
          <div data-reveal="" className="[--reveal-delay:0.1s]">
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm font-semibold tracking-[0.14em] text-brand-600 uppercase">
                {String(index + 1).padStart(2, "0")} · {project.client}
              </span>
              <Badge tone={project.framework === "React Js" ? "accent" : "brand"}>
                {project.framework}
              </Badge>
            </div>
            <h3 className="mt-3 text-h3 text-ink">{project.title}</h3>
            <p className="mt-4 text-slate-text">{project.description}</p>
            <ul className="mt-5 grid gap-2 sm:grid-cols-2">
              {project.highlights.map((highlight) => (
                <li key={highlight} className="flex items-start gap-2 text-sm font-medium text-ink">
                  <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  {highlight}
                </li>
              ))}
            </ul>
            <dl className="sr-only">
              <dt>Framework</dt>
              <dd>{project.framework}</dd>
            </dl>
            <ButtonLink href={project.url} className="mt-7">
              {project.linkLabel}
              <span className="sr-only"> of {project.client} (opens in a new tab)</span>
              <ExternalLink className="size-4" aria-hidden="true" />
            </ButtonLink>
          </div>
        </li>
      ))}
    </ol>
  );
}
