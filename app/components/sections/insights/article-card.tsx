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
}

/** One article in a list: its title as a link, when and how long, its summary and its tags. */
export function ArticleCard({ article, readMoreLabel, level = 2 }: ArticleCardProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Card interactive className="flex h-full flex-col">
      <p className="text-sm text-slate-text">
        <time dateTime={article.date}>{article.dateLabel}</time>
        <span aria-hidden="true"> · </span>
        {article.minutes} min read
      </p>
      <Heading className="mt-3 text-xl font-semibold text-ink">
        <a href={article.href} className="hover:text-brand-700">
          {article.title}
        </a>
      </Heading>
      <p className="mt-3 grow text-slate-text">{article.summary}</p>
      <ul className="mt-5 flex flex-wrap gap-2">
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
      <a
        href={article.href}
        className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700"
        aria-label={`${readMoreLabel}: ${article.title}`}
      >
        {readMoreLabel}
        <ArrowRight className="size-4" aria-hidden="true" />
      </a>
    </Card>
  );
}

export interface ArticleGridProps {
  articles: readonly ArticleSummary[];
  readMoreLabel: string;
  level?: 2 | 3;
}

export function ArticleGrid({ articles, readMoreLabel, level }: ArticleGridProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.href}>
          <ArticleCard article={article} readMoreLabel={readMoreLabel} level={level} />
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
