import { faqImage } from "~/assets/faqs";
import { FaqIntro } from "~/components/sections/faqs/faq-intro";
import { FaqTabs } from "~/components/sections/faqs/faq-tabs";
import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { Section } from "~/components/ui/section";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { siteContent, siteIdentity, withContentImage } from "~/content/site-content";

export const meta = () => pageMeta({ seo: siteContent("pages/faqs").seo, path: paths.faqs });

export default function FaqsRoute() {
  const identity = siteIdentity();
  const page = siteContent("pages/faqs");
  const { intro, questions } = page;
  return (
    <>
      <PageHero hero={page.hero} />
      {/* The introduction's own alt text describes its picture, whichever it is. */}
      <FaqIntro {...intro} image={withContentImage(intro, faqImage).image} />
      <Section id="questions" heading={questions.heading} tagline={questions.tagline}>
        <FaqTabs label={questions.tabsLabel} tabs={questions.tabs} />
      </Section>
      <ClosingCta
        heading={page.cta.heading}
        body={page.cta.body}
        cta={{ label: page.cta.label, href: page.cta.href }}
        phone={identity.phones.contact}
      />
    </>
  );
}
