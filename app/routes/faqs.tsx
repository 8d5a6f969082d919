import { identity } from "@contracts/identity";
import { faqImage } from "~/assets/faqs";
import { FaqIntro } from "~/components/sections/faqs/faq-intro";
import { FaqTabs } from "~/components/sections/faqs/faq-tabs";
import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { Section } from "~/components/ui/section";
import { faqsPage } from "~/content/pages/faqs";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const meta = () => pageMeta({ seo: faqsPage.seo, path: paths.faqs });

const { intro, questions } = faqsPage;

export default function FaqsRoute() {
  return (
    <>
      <PageHero hero={faqsPage.hero} />
      <FaqIntro {...intro} image={faqImage(intro.image)} />
      <Section id="questions" heading={questions.heading} tagline={questions.tagline}>
        <FaqTabs label={questions.tabsLabel} tabs={questions.tabs} />
      </Section>
      <ClosingCta
        heading={faqsPage.cta.heading}
        body={faqsPage.cta.body}
        cta={{ label: faqsPage.cta.label, href: faqsPage.cta.href }}
        phone={identity.phones.contact}
      />
    </>
  );
}
