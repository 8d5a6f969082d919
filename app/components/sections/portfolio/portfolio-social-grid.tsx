import { ArrowUpRight } from "lucide-react";
import { cn } from "~/lib/cn";
import { Badge } from "~/components/ui/badge";
import { ContentPicture, type ContentImage } from "~/components/ui/picture";

export interface SocialClientItem {
  name: string;
  industry: string;
  description: string;
  platforms: string[];
  /** Social-post mockup URL. */
  /** A shipped drawing's URL, or a photo from the media library in its sizes. */
  image: ContentImage;
  /** A photo's alt text from the media library. */
  imageAlt?: string;
  url: string;
  linkLabel: string;
}

/** Five per row pattern: 2 + 2 + 1 on tablets, 3 + 2 (centred) on wide screens. */
const placement = ["", "", "", "lg:col-start-2", ""];

/** Social-media clients: a post mockup, platforms, what we do for them and a link to their page. */
export function PortfolioSocialGrid({ clients }: { clients: SocialClientItem[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-6 lg:gap-8">
      {clients.map((client, index) => (
        <li
          key={client.url}
          data-reveal=""
          className={cn(
            "lg:col-span-2",
            placement[index],
            index % 3 === 1 && "[--reveal-delay:0.1s]",
          )}
        >
          <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-[transform,box-shadow] duration-300 ease-out-soft hover:-translate-y-1 hover:shadow-card-hover motion-reduce:hover:translate-y-0">
            <div className="bg-surface-muted p-5">
              <ContentPicture
                image={client.image}
                alt={
                  client.imageAlt ?? `A ${client.platforms[0]} post we designed for ${client.name}.`
                }
                width={600}
                height={640}
                sizes="20rem"
                loading="lazy"
                className="mx-auto w-full max-w-xs rounded-2xl shadow-card"
              />
            </div>
            <div className="flex flex-1 flex-col p-6">
              <div className="flex flex-wrap gap-2">
                {client.platforms.map((platform) => (
                  <Badge key={platform} tone={platform === "Instagram" ? "accent" : "brand"}>
                    {platform}
                  </Badge>
                ))}
              </div>
              <h3 className="mt-4 text-h3 text-ink">{client.name}</h3>
              <p className="text-sm font-medium text-brand-700">{client.industry}</p>
              <p className="mt-3 flex-1 text-slate-text">{client.description}</p>
              <a
                href={client.url}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-5 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {client.linkLabel}
                <span className="sr-only"> of {client.name} (opens in a new tab)</span>
                <ArrowUpRight className="size-4" aria-hidden="true" />
              </a>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
