import { describe, expect, it } from "vitest";
import { insightsPaths, isArticleKey } from "~/lib/insights-paths";
import { articleChangePaths, articlesOf, readingMinutes, relatedArticles } from "./articles";
import { checkContent, documentFor, everyContentPath, insightsPagesOf } from "./documents";
import { shippedContent, type SiteContent } from "./shipped";

const article = (date: string, tags: string[]) => ({
  ...shippedContent["insights/local-seo-for-service-businesses"],
  date,
  tags,
});

const withArticles = (articles: Record<string, ReturnType<typeof article>>) =>
  ({ ...shippedContent, ...articles }) as SiteContent;

describe("articles as documents", () => {
  it("are keyed insights/<slug>, the slug lowercase words and digits joined by hyphens", () => {
    expect(isArticleKey("insights/local-seo-2026")).toBe(true);
    for (const bad of [
      "insights/Local-SEO",
      "insights/a--b",
      "insights/-a",
      "insights/a_b",
      "insights/../pages/home",
      "insights/",
      `insights/${"a".repeat(81)}`,
      "pages/home",
    ])
      expect(isArticleKey(bad), bad).toBe(false);
  });

  it("ship three, each valid, newest first", () => {
    const articles = articlesOf(shippedContent);
    expect(articles).toHaveLength(3);
    for (const one of articles) expect(checkContent(one.key, one)).toEqual({ ok: true });
    expect(articles.map((one) => one.date)).toEqual(
      [...articles.map((one) => one.date)].sort().reverse(),
    );
  });

  it("refuse a bad date, tag or an empty body with the field's message", () => {
    const bad = { ...article("2026-02-30x", ["SEO"]), body: "" };
    const checked = checkContent("insights/bad", bad);
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(checked.issues.map((issue) => issue.path.join("."))).toEqual(
        expect.arrayContaining(["date", "tags.0", "body"]),
      );
  });

  it("make a page each, a page per tag and further pages of the list", () => {
    const many = Object.fromEntries(
      Array.from({ length: 7 }, (_, index) => [
        `insights/article-${index}`,
        article(`2026-01-0${index + 1}`, index === 0 ? ["ai"] : ["seo"]),
      ]),
    );
    const paths = everyContentPath(withArticles(many));
    expect(paths).toContain("/insights");
    expect(paths).toContain("/insights/page/2");
    expect(paths).not.toContain("/insights/page/3");
    expect(paths).toContain("/insights/article-6");
    expect(paths).toContain("/insights/tag/ai");
    expect(new Set(paths).size).toBe(paths.length);
    expect(insightsPaths([])).toEqual([]);
  });

  it("are on the list's pages and the home page: a change to the list's copy renders those", () => {
    const paths = insightsPagesOf(shippedContent);
    expect(paths).toContain("/");
    expect(paths).toContain("/insights");
    expect(paths).toContain("/insights/local-seo-for-service-businesses");
    expect(paths).toContain("/insights/tag/seo");
    expect(paths).not.toContain("/about-us");
    expect(documentFor("insights/a-new-one")).toMatchObject({
      group: "Insights",
      shipped: undefined,
    });
    expect(documentFor("insights/Not-A-Slug")).toBeUndefined();
  });

  it("relate by shared tags, most shared first, never the article itself", () => {
    const all = articlesOf(
      withArticles({
        "insights/a": article("2026-01-01", ["seo", "ai"]),
        "insights/b": article("2026-01-02", ["seo"]),
        "insights/c": article("2026-01-03", ["seo", "ai"]),
        "insights/d": article("2026-01-04", ["design"]),
      }),
    ).filter((one) => ["a", "b", "c", "d"].includes(one.slug));
    const a = all.find((one) => one.slug === "a");
    if (!a) throw new Error("no article a");
    expect(relatedArticles(a, all).map((one) => one.slug)).toEqual(["c", "b"]);
  });

  it("take a minute to read per 220 words, at least one", () => {
    expect(readingMinutes("word ".repeat(1100))).toBe(5);
    expect(readingMinutes("short")).toBe(1);
  });

  it("render again, when one changes, only the pages that show it", () => {
    const before = withArticles({ "insights/old-news": article("2001-01-01", ["history"]) });
    const renamed = {
      ...before,
      "insights/old-news": { ...article("2001-01-01", ["history", "seo"]), title: "Renamed news" },
    } as SiteContent;
    const paths = articleChangePaths("insights/old-news", before, renamed);
    // Its page, the list, its old and new tags, the articles tagged seo that relate to it.
    expect(paths).toEqual(
      expect.arrayContaining([
        "/insights",
        "/insights/old-news",
        "/insights/tag/history",
        "/insights/tag/seo",
        "/insights/local-seo-for-service-businesses",
      ]),
    );
    // Not among the three newest, before or after: the home page stays as it is.
    expect(paths).not.toContain("/");
    expect(paths).not.toContain("/insights/tag/design");
    expect(paths).not.toContain("/insights/a-design-system-small-teams-keep-up");
    // A new newest article is on the home page.
    const newest = withArticles({ "insights/fresh": article("2099-01-01", ["ai"]) });
    expect(articleChangePaths("insights/fresh", shippedContent, newest)).toContain("/");
  });
});
