import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { expect, request, test, type Page } from "@playwright/test";
import { signInToDesk } from "./helpers/desk-sign-in";
import { desktop, expectNoAxeViolations, phone } from "./helpers/quality";
import { serverOfItsOwn } from "./helpers/own-server";

/**
 * An article written and published in the desk, in Chromium, on a server of its own: its new
 * article changes the home page, the list, the sitemap and the feeds, which the shared server's
 * specs check against the shipped content. Published, it is on /insights, on the home page, in
 * the RSS and Atom feeds and the sitemap, with BlogPosting JSON-LD, and its new tag's page lists
 * it; unpublished, it is gone from each, as a visitor without JavaScript fetches them.
 */
const owner = { email: "owner@example.com", password: "insights owner password" };
const shots = "/tmp/shots-insights";

const server = serverOfItsOwn("insights-e2e-", owner);

/** A public address as a visitor without JavaScript fetches it: no cookie, nothing cached. */
async function visitorFetch(pathname: string) {
  const visitor = await request.newContext({ baseURL: server.origin });
  try {
    const answer = await visitor.get(pathname, { headers: { "cache-control": "no-cache" } });
    return { status: answer.status(), text: await answer.text() };
  } finally {
    await visitor.dispose();
  }
}

/** Where the article stands on each public address that lists it, as a visitor sees them. */
async function placesOf(slug: string, tag: string) {
  const href = `href="/insights/${slug}"`;
  const links = (pathname: string, needle: string) =>
    visitorFetch(pathname).then(({ status, text }) => status === 200 && text.includes(needle));
  const [list, home, tagPage, rss, atom, sitemap, article] = await Promise.all([
    links("/insights", href),
    links("/", href),
    links(`/insights/tag/${tag}`, href),
    links("/insights/rss.xml", `/insights/${slug}</link>`),
    links("/insights/atom.xml", `/insights/${slug}"`),
    links("/sitemap.xml", `/insights/${slug}</loc>`),
    visitorFetch(`/insights/${slug}`).then(({ status }) => status === 200),
  ]);
  return { list, home, tag: tagPage, rss, atom, sitemap, article };
}

const everywhere = {
  list: true,
  home: true,
  tag: true,
  rss: true,
  atom: true,
  sitemap: true,
  article: true,
};
const nowhere = Object.fromEntries(Object.keys(everywhere).map((key) => [key, false]));

/** The JSON-LD blocks of a page's HTML, parsed. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? "null") as Record<string, unknown>,
  );

async function screenshots(page: Page, name: string) {
  await mkdir(shots, { recursive: true });
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `${name} at ${size.width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await page.screenshot({ path: `${shots}/${name}-${size.width}.png`, fullPage: true });
  }
}

test("an article published in the desk is on the list, the home page, its tag, the feeds and the sitemap, and gone from each once unpublished", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const token = randomUUID().slice(0, 6);
  const slug = `landing-pages-that-convert-${token}`;
  const tag = `conversion-${token}`;
  const title = `Landing pages that turn visits into calls ${token}`;
  expect(await placesOf(slug, tag)).toEqual(nowhere);

  await signInToDesk(page, server.origin, owner);
  await page.goto(`${server.origin}/admin/content`);
  const newArticle = page.getByRole("form", { name: "New article" });
  await newArticle.getByLabel("New article's address: /insights/…").fill(slug);
  await newArticle.getByRole("button", { name: "New article" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/insights[./]${slug}$`));

  await page.getByRole("textbox", { name: "Headline", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Title in search results" }).fill("Landing pages");
  await page
    .getByRole("textbox", { name: /^Summary/ })
    .fill(
      "What a service business's landing page needs so that a visitor from an ad calls: one offer, proof, and a form that asks little.",
    );
  const tags = page.getByRole("group", { name: /^Tags/ });
  await tags.getByRole("textbox").first().fill(tag);
  await page
    .getByRole("textbox", { name: "Article (Markdown)" })
    .fill(
      [
        "A landing page has one job: to turn the visitor an advert paid for into a call or a message.",
        "",
        "## One offer",
        "",
        "Say what you do, for whom and where, in the first screen, and nothing else.",
        "",
        "## Proof before the form",
        "",
        "- a client's words, with a name",
        "- the number of projects shipped",
        "",
        "> Ask only for what you need to reply.",
        "",
        "Then [tell us about your project](/contact-us).",
      ].join("\n"),
    );
  // The preview draws the article from the edits, before any save.
  for (const width of ["phone", "desktop"])
    await expect(
      page.frameLocator(`iframe[title="Preview at ${width} width"]`).locator("h1"),
    ).toContainText(title, { timeout: 20_000 });
  await screenshots(page, "article-editor");
  const publishedAt = Date.now();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible({
    timeout: 30_000,
  });

  // Every place that lists it, fetched as a visitor without JavaScript. How long that took is
  // noted, not asserted: on a machine shared with other builds it says little of the server.
  await expect.poll(() => placesOf(slug, tag), { timeout: 20_000 }).toEqual(everywhere);
  test.info().annotations.push({
    type: "published everywhere",
    description: `${Date.now() - publishedAt} ms after the click on Publish`,
  });
  const article = await visitorFetch(`/insights/${slug}`);
  const posting = jsonLdOf(article.text).find((data) => data["@type"] === "BlogPosting");
  expect(posting).toMatchObject({ headline: title, keywords: expect.stringContaining(tag) });
  expect(article.text).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/insights/${slug}"`));

  // As a visitor sees them, with JavaScript: the list's card leads to the article, the
  // article's tag to the tag's page, which lists it.
  await page.goto(`${server.origin}/insights`);
  await screenshots(page, "insights-list");
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await screenshots(page, "insights-article");
  await page.getByRole("link", { name: tag.replace("-", " "), exact: true }).click();
  await expect(page).toHaveURL(`${server.origin}/insights/tag/${tag}`);
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  await screenshots(page, "insights-tag");

  // Taken off the site: it is a draft again, and on no page, feed or sitemap.
  await page.goto(`${server.origin}/admin/content`);
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("button", { name: "Unpublish" })).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect.poll(() => placesOf(slug, tag), { timeout: 20_000 }).toEqual(nowhere);
});
