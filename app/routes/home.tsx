import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { Expertise } from "~/components/sections/home/expertise";
import { FourCs } from "~/components/sections/home/four-cs";
import { HomeFuture } from "~/components/sections/home/home-future";
import { HomeHeroArt } from "~/components/sections/home/home-hero-art";
import { OfferGrid } from "~/components/sections/home/offer-grid";
import { PageHero } from "~/components/sections/shared/page-hero";
import { ReasonsTabs } from "~/components/sections/home/reasons-tabs";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { siteArticles, siteContent, siteIdentity } from "~/content/site-content";
import { ArticleGrid } from "~/components/sections/insights/article-card";
import { Section } from "~/components/ui/section";
import { articleSummary } from "./insights-cards";

export const meta = () => pageMeta({ seo: siteContent("pages/home").seo, path: paths.home });

export default function HomeRoute() {
  const identity = siteIdentity();
  const page = siteContent("pages/home");
  const { hero, future, offer, fourCs, expertise, reasons, closing } = page;
  return (
    <>
      <PageHero
        hero={hero}
        actions={
          <>
            <ButtonLink href={hero.cta.href} size="lg" arrow>
              {hero.cta.label}
            </ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="ghost-light" size="lg">
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
        aside={<HomeHeroArt className="mx-auto max-w-[30rem]" />}
        size="home"
      />
      <HomeFuture {...future} />
      <OfferGrid eyebrow="Services" {...offer} />
      <FourCs {...fourCs} />
      <Expertise {...expertise} />
      <ReasonsTabs reasons={reasons} />
      <NewestArticles />
      <ClosingCta {...closing} phone={identity.phones.contact} />
    </>
  );
}

/** The three newest articles, with a link to all of them; nothing when there is none. */
function NewestArticles() {
  const copy = siteContent("pages/insights");
  const newest = siteArticles().slice(0, 3);
  if (newest.length === 0) return null;
  return (
    <Section
      id="insights"
      eyebrow={copy.hero.eyebrow}
      heading={copy.homeHeading}
      tagline={copy.homeTagline}
      tone="muted"
      actions={
        <ButtonLink href={paths.insights} variant="secondary" arrow>
          {copy.allLabel}
        </ButtonLink>
      }
    >
      <ArticleGrid
        articles={newest.map(articleSummary)}
        readMoreLabel={copy.readMoreLabel}
        level={3}
        brief
      />
    </Section>
  );
}
