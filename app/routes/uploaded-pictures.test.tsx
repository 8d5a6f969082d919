import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { mediaPicture, photoWidthsFor } from "@contracts/media";
import { setSiteContent, setSiteMedia } from "~/content/site-content";
import { shippedContent, type SiteContent } from "~/content/shipped";
import { paths } from "~/lib/paths";
import { articlePath } from "~/lib/insights-paths";
import { articleKeyOf, articlesOf } from "~/content/articles";
import FaqsRoute from "./faqs";
import OurTeamRoute from "./our-team";
import PortfolioRoute from "./portfolio";
import PortfolioCategoryRoute from "./portfolio-category";
import InsightsArticleRoute from "./insights-article";

/**
 * Every place a page draws an image field can take a picture from the media library: each
 * draws it as the team page does, in its sizes and formats (a srcset a phone picks a small
 * file from) with the photo's own width and height (its box reserved, nothing shifts).
 */
const id = "uploaded-photo-1";
const alt = "The studio's front desk on a sunny morning";
const variants = photoWidthsFor(1200).flatMap((width) =>
  (["avif", "webp"] as const).map((format) => ({ width, height: (width * 3) / 4, format })),
);
const picture = mediaPicture(id, variants);

/** The shipped content with `change` made to a copy of it. */
function contentWith(change: (content: SiteContent) => void): SiteContent {
  const content = structuredClone(shippedContent);
  change(content);
  return content;
}

const [firstArticle] = articlesOf(shippedContent);
if (!firstArticle) throw new Error("The site ships no article.");

/** The upload given to the first item of a list of things with an image field. */
const uploadTo = (items: Array<{ image: string }>) => {
  const [first] = items;
  if (first) first.image = `media:${id}`;
};
/** Each kind of place an image field is drawn: its page, and the field set to the upload. */
const places: Array<[string, string, (content: SiteContent) => void, () => React.ReactNode]> = [
  ["a team member", paths.ourTeam, (c) => uploadTo(c["pages/our-team"].team.members), OurTeamRoute],
  ["the FAQ page's introduction", paths.faqs, (c) => uploadTo([c["pages/faqs"].intro]), FaqsRoute],
  [
    "a portfolio category",
    paths.portfolio,
    (c) => uploadTo(c["pages/portfolio"].categories),
    PortfolioRoute,
  ],
  [
    "a website project",
    paths.websitePortfolio,
    (c) => uploadTo(c["pages/website-portfolio"].projects),
    PortfolioCategoryRoute,
  ],
  [
    "a mobile app",
    paths.mobileAppPortfolio,
    (c) => uploadTo(c["pages/mobile-app-portfolio"].apps),
    PortfolioCategoryRoute,
  ],
  [
    "a social media client",
    paths.digitalMarketingPortfolio,
    (c) => uploadTo(c["pages/digital-marketing-portfolio"].clients),
    PortfolioCategoryRoute,
  ],
  [
    "a UI/UX design",
    paths.uiuxPortfolio,
    (c) => uploadTo(c["pages/uiux-portfolio"].projects),
    PortfolioCategoryRoute,
  ],
  [
    "an article's cover",
    articlePath(firstArticle.slug),
    (c) => {
      c[articleKeyOf(firstArticle.slug)] = {
        ...firstArticle,
        cover: { image: `media:${id}`, alt: "The studio at work" },
      };
    },
    InsightsArticleRoute,
  ],
];

afterEach(() => {
  setSiteContent(undefined);
  setSiteMedia(undefined);
});

describe.each(places)("an uploaded picture given to %s", (_place, path, change, Route) => {
  it("is drawn in its sizes and formats, with its own width and height", () => {
    setSiteContent(contentWith(change));
    setSiteMedia({ [id]: { alt, picture } });
    const { container } = render(
      <MemoryRouter initialEntries={[path]}>
        <Route />
      </MemoryRouter>,
    );
    const img = container.querySelector(`img[src="/media/${id}/1200.webp"]`);
    expect(img, "the upload's fallback image").not.toBeNull();
    expect(img).toHaveAttribute("width", "1200");
    expect(img).toHaveAttribute("height", "900");
    const sources = [...(img?.closest("picture")?.querySelectorAll("source") ?? [])];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    for (const source of sources) {
      const format = source.getAttribute("type")?.slice("image/".length);
      expect(source.getAttribute("srcset")).toBe(
        [480, 768, 1080, 1200].map((w) => `/media/${id}/${w}.${format} ${w}w`).join(", "),
      );
      // The slot's width, so a phone does not fetch the largest file.
      expect(source.getAttribute("sizes")).toMatch(/\d/);
    }
  });
});
