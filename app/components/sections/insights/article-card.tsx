import { ArrowRight } from "lucide-react";
import { Card } from "~/components/ui/card";

/** What a card shows of an article. */
export interface ArticleSummary {
  title: string;
  summary: string;
  href: string;
  /** The date as YYYY-MM-DD, and as the page writes it. */
  date: string;
  dateLabel: string;
  minutes: number;
  tags: ReadonlyArray<{ label: string; href: string }>;
}

export interface ArticleCardProps {
  article: ArticleSummary;
  readMoreLabel: string;
  /** The heading level of the card's title on its page. */
  level?: 2 | 3;
  /**
   * True shows the date and the title only: the home page's band of the
   * newest, which must leave the page its first round trip (tests/e2e/first-round-trip.spec.ts).
   */
  brief?: boolean;
}

/**
 * One article in a list: its title is the link, and the whole card is its click target; when and
 * how long, its summary, and its tags, each a link of its own above the card's.
 */
export function ArticleCard({
  article,
  readMoreLabel,
  level = 2,
  brief = false,
}: ArticleCardProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Card interactive className="relative flex h-full flex-col">
      <p className="text-sm text-slate-text">
        <time dateTime={article.date}>{article.dateLabel}</time>
        {!brief && (
          <>
            <span aria-hidden="true"> · </span>
            {article.minutes} min read
          </>
        )}
      </p>
      <Heading className="mt-3 text-xl font-semibold text-ink">
        <a
          href={article.href}
          className="outline-none after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-brand-700 focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
        >
          {article.title}
        </a>
      </Heading>
      {!brief && <p className="mt-3 grow text-slate-text">{article.summary}</p>}
      {!brief && article.tags.length > 0 && (
        <ul className="relative mt-5 flex flex-wrap gap-2">
          {article.tags.map((tag) => (
            <li key={tag.href}>
              <a
                href={tag.href}
                className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100"
              >
                {tag.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {!brief && (
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-6 font-semibold text-brand-700"
        >
          {readMoreLabel}
          <ArrowRight className="size-4" />
        </span>
      )}
    </Card>
  );
}

export interface ArticleGridProps extends Omit<ArticleCardProps, "article"> {
  articles: readonly ArticleSummary[];
}

export function ArticleGrid({ articles, ...card }: ArticleGridProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.href}>
          <ArticleCard article={article} {...card} />
        </li>
      ))}
    </ul>
  );
}

export interface PagerProps {
  /** The link to the newer articles' page, and to the older ones'; undefined at either end. */
  newer?: string;
  older?: string;
  page: number;
  pages: number;
}

/** Newer and older pages of the list, as plain links. */
export function Pager({ newer, older, page, pages }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages of articles" className="mt-12 flex items-center justify-between gap-4">
      {newer ? (
        <a href={newer} rel="prev" className="font-semibold text-brand-700">
          Newer articles
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-text">
        Page {page} of {pages}
      </p>
      {older ? (
        <a href={older} rel="next" className="font-semibold text-brand-700">
          Older articles
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
