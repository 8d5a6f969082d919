/**
 * The site's files that follow its content and are not pages: the sitemap, robots.txt and the
 * articles' feeds (RSS and Atom, written by the `feed` library). The build writes them
 * (scripts/build/postbuild.ts) and every publish makes them again from the live content
 * (server/content/live-site.ts), so a new article is in the sitemap and the feeds at once.
 * Nothing in them depends on the time they are made: the same content gives the same bytes.
 */
import { Feed } from "feed";
import { articlesOf, sitePathsOf, type SiteContent } from "~/content/documents";
import { articlePath, insightsFeeds } from "~/lib/insights-paths";
import { paths } from "~/lib/paths";

export interface SiteFile {
  /** Its URL path, e.g. /sitemap.xml. */
  path: string;
  type: string;
  body: string;
}

/** The paths of the site's files, which the server answers from memory (server/site/). */
export const siteFilePaths = ["/sitemap.xml", "/robots.txt", insightsFeeds.rss, insightsFeeds.atom];

const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).toString();

/** Every indexed page of `content`: all but the thank-you and closed-opening pages (noindex). */
export const indexedPaths = (content: SiteContent) => {
  const unlisted: string[] = [paths.thankYou, paths.closedOpening];
  return sitePathsOf(content).filter((route) => !unlisted.includes(route));
};

function sitemap(content: SiteContent, siteUrl: string) {
  const urls = indexedPaths(content).map(
    (route) => `  <url><loc>${absolute(siteUrl, route)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}

/** The newest articles (at most 20) as a feed, updated when the newest of them is dated. */
function articlesFeed(content: SiteContent, siteUrl: string) {
  const articles = articlesOf(content).slice(0, 20);
  const company = content.identity.companyName;
  const newest = articles[0]?.date ?? "2026-01-01";
  const feed = new Feed({
    id: absolute(siteUrl, paths.insights),
    title: `${company} Insights`,
    description: content["pages/insights"].seo.description,
    link: absolute(siteUrl, paths.insights),
    language: "en",
    updated: new Date(`${newest}T00:00:00Z`),
    generator: company,
    copyright: `${company}`,
    feedLinks: {
      rss: absolute(siteUrl, insightsFeeds.rss),
      atom: absolute(siteUrl, insightsFeeds.atom),
    },
  });
  for (const article of articles) {
    const link = absolute(siteUrl, articlePath(article.slug));
    feed.addItem({
      title: article.title,
      id: link,
      link,
      date: new Date(`${article.date}T00:00:00Z`),
      description: article.summary,
      author: [{ name: article.author }],
      category: article.tags.map((tag) => ({ name: tag })),
    });
  }
  return feed;
}

/** The site's files for `content`, served at `siteUrl`. */
export function siteFiles(content: SiteContent, siteUrl: string): SiteFile[] {
  const feed = articlesFeed(content, siteUrl);
  return [
    { path: "/sitemap.xml", type: "application/xml; charset=utf-8", body: sitemap(content, siteUrl) },
    {
      path: "/robots.txt",
      type: "text/plain; charset=utf-8",
      body: `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
    },
    { path: insightsFeeds.rss, type: "application/rss+xml; charset=utf-8", body: feed.rss2() },
    { path: insightsFeeds.atom, type: "application/atom+xml; charset=utf-8", body: feed.atom1() },
  ];
}
