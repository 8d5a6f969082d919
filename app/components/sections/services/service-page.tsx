import type { ReactNode } from "react";
import { PageHero } from "~/components/sections/shared/page-hero";
import { QuoteButton, QuoteDialog } from "~/components/forms/quote-dialog";
import { ServiceArt } from "./service-art";
import { ServiceBenefits } from "./service-benefits";
import { ServiceClosing } from "./service-closing";
import { ServiceComparison } from "./service-comparison";
import { ServiceExpectations } from "./service-expectations";
import { ServiceFeature } from "./service-feature";
import { ServiceIntro } from "./service-intro";
import { ServicePlatforms } from "./service-platforms";
import { ServiceWhatWeDo } from "./service-what-we-do";
import { ServiceWhyItMatters } from "./service-why-it-matters";
import { ButtonLink, type ButtonVariant } from "~/components/ui/button";
import type { ServiceContent } from "~/schema/service";
import { paths, servicePaths } from "~/lib/paths";
import { Island } from "~/islands/island";

const quoteButton = (variant: ButtonVariant) => (
  <Island name="QuoteButton" component={QuoteButton} props={{ variant }} />
);

type Tone = "light" | "muted";

/**
 * The blocks between the introduction and the closing call to action, in page order. Optional
 * blocks drop out, and the light and muted backgrounds alternate over whatever remains (the
 * dark "what we do" band sits outside the alternation).
 */
function bodyBlocks(service: ServiceContent): ReactNode[] {
  const blocks: Array<(tone: Tone) => ReactNode> = [];
  const [firstFeature, secondFeature] = service.features;
  blocks.push((tone) => <ServiceWhyItMatters key="why" block={service.whyItMatters} tone={tone} />);
  if (firstFeature)
    blocks.push((tone) => (
      <ServiceFeature key="f1" id="approach" feature={firstFeature} layout="split" tone={tone} />
    ));
  service.comparisons?.forEach((block, index) =>
    blocks.push((tone) => (
      <ServiceComparison key={`c${index}`} id={`compare-${index + 1}`} block={block} tone={tone} />
    )),
  );
  if (service.benefits) {
    const benefits = service.benefits;
    blocks.push((tone) => <ServiceBenefits key="benefits" block={benefits} tone={tone} />);
  }
  if (service.platforms) {
    const platforms = service.platforms;
    blocks.push((tone) => <ServicePlatforms key="platforms" block={platforms} tone={tone} />);
  }
  let tone: Tone = "light";
  const rendered = blocks.map((render) => {
    tone = tone === "light" ? "muted" : "light";
    return render(tone);
  });

  const tail: Array<(tone: Tone) => ReactNode> = [];
  if (secondFeature)
    tail.push((tone) => (
      <ServiceFeature key="f2" id="features" feature={secondFeature} layout="columns" tone={tone} />
    ));
  if (service.expectations) {
    const expectations = service.expectations;
    tail.push((tone) => <ServiceExpectations key="expect" block={expectations} tone={tone} />);
  }
  if (service.whatWeDo) {
    rendered.push(<ServiceWhatWeDo key="what" block={service.whatWeDo} />);
    tone = "muted";
  }
  for (const render of tail) {
    tone = tone === "light" ? "muted" : "light";
    rendered.push(render(tone));
  }
  return rendered;
}

export interface ServicePageProps {
  service: ServiceContent;
  /** Where the quote modal sends, and the contacts it shows. */
  quote: {
    endpoint: string;
    phone: { display: string; e164: string };
    email: string;
    /** The optional brief's label and hint (the contact form's). */
    brief?: { label: string; hint: string };
  };
}

/**
 * The one template of every service page: hero, introduction, the optional blocks the content
 * entry has, and the closing call to action, with the page's one quote modal.
 */
export function ServicePage({ service, quote }: ServicePageProps) {
  return (
    <>
      <PageHero
        hero={service.hero}
        variant={service.id}
        actions={
          <>
            {quoteButton("secondary")}
            <ButtonLink href={paths.contactUs} variant="ghost-light" size="lg">
              Talk to us
            </ButtonLink>
          </>
        }
        aside={<ServiceArt art={service.art} />}
      />
      <ServiceIntro intro={service.intro} actions={quoteButton("gradient")} />
      {bodyBlocks(service)}
      <ServiceClosing
        block={service.closing}
        phone={quote.phone}
        action={quoteButton("secondary")}
      />
      <Island
        name="QuoteDialog"
        component={QuoteDialog}
        offPage
        props={{
          endpoint: quote.endpoint,
          page: servicePaths[service.id],
          phone: quote.phone,
          email: quote.email,
          ...(quote.brief && { brief: quote.brief }),
          defaultService: service.quoteService,
        }}
      />
    </>
  );
}
