import { ExternalLink, MapPin, MessageSquareText, CalendarCheck } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { ContentPicture, type ContentImage } from "~/components/ui/picture";

export interface AppProjectItem {
  title: string;
  tagline: string;
  description: string;
  platform: string;
  features: Array<{ heading: string; detail: string }>;
  stats: Array<{ value: string; label: string }>;
  /** Phone-frame mockup URL. */
  /** A shipped drawing's URL, or a photo from the media library in its sizes. */
  image: ContentImage;
  /** A photo's alt text from the media library. */
  imageAlt?: string;
  storeUrl: string;
  storeLabel: string;
}

const featureIcons = [MapPin, MessageSquareText, CalendarCheck];

/** One mobile app as a case study: phone mockup, story, features, numbers and a store link. */
export function PortfolioAppShowcase({ app }: { app: AppProjectItem }) {
  return (
    <article className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div data-reveal="">
        <ContentPicture
          image={app.image}
          alt={
            app.imageAlt ??
            `The ${app.title} app on a phone: a search bar, category filters and top-rated local businesses.`
          }
          width={640}
          height={600}
          sizes="(min-width: 1024px) 40rem, 100vw"
          className="w-full rounded-[1.75rem] shadow-card-hover ring-1 ring-brand-100"
        />
      </div>
      <div data-reveal="" className="[--reveal-delay:0.1s]">
        <Badge>{app.platform}</Badge>
        <h3 className="mt-4 text-h2 text-ink">{app.title}</h3>
        <p className="mt-2 text-lead font-semibold text-brand-700">{app.tagline}</p>
        <p className="mt-4 text-slate-text">{app.description}</p>
        <ul className="mt-7 flex flex-col gap-4">
          {app.features.map((feature, index) => {
            const Icon = featureIcons[index % featureIcons.length] ?? MapPin;
            return (
              <li key={feature.heading} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100"
                >
                  <Icon className="size-5" strokeWidth={1.75} />
                </span>
                <div>
                  <p className="font-semibold text-ink">{feature.heading}</p>
                  <p className="text-sm text-slate-text">{feature.detail}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <dl className="mt-8 grid grid-cols-3 gap-3 rounded-card bg-surface-muted p-4 ring-1 ring-line sm:p-5">
          {app.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse text-center">
              <dt className="text-xs font-medium text-slate-text sm:text-sm">{stat.label}</dt>
              <dd className="font-display text-2xl font-bold text-ink sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <ButtonLink href={app.storeUrl} size="lg" className="mt-8">
          {app.storeLabel}
          <span className="sr-only"> (opens in a new tab)</span>
          <ExternalLink className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </article>
  );
}
