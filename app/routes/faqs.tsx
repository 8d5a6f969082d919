import { faqImage } from "~/assets/faqs";
import { FaqIntro } from "~/components/sections/faqs/faq-intro";
import { FaqTabs } from "~/components/sections/faqs/faq-tabs";
import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { Section } from "~/components/ui/section";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { siteContent, siteIdentity, imageUrl } from "~/content/site-content";

export const meta = () => pageMeta({ seo: siteContent("pages/faqs").seo, path: paths.faqs });

export default function FaqsRoute() {
  const identity = siteIdentity();
  const page = siteContent("pages/faqs");
  const { intro, questions } = page;
  return (
    <>
      <PageHero hero={page.hero} />
      <FaqIntro {...intro} image={imageUrl(intro.image, faqImage)} />
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
