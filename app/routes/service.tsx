import type { ReactNode } from "react";
import { identity } from "../../contracts/identity";
import { PageHero } from "../components/sections/page-hero";
import { QuoteButton, QuoteDialogProvider } from "../components/sections/quote-dialog";
import { ServiceArt } from "../components/sections/service-art";
import { ServiceBenefits } from "../components/sections/service-benefits";
import { ServiceClosing } from "../components/sections/service-closing";
import { ServiceComparison } from "../components/sections/service-comparison";
import { ServiceExpectations } from "../components/sections/service-expectations";
import { ServiceFeature } from "../components/sections/service-feature";
import { ServiceIntro } from "../components/sections/service-intro";
import { ServicePlatforms } from "../components/sections/service-platforms";
import { ServiceWhatWeDo } from "../components/sections/service-what-we-do";
import { ServiceWhyItMatters } from "../components/sections/service-why-it-matters";
import { ButtonLink } from "../components/ui/button";
import { services } from "../content/services";
import type { ServiceContent } from "../content/services/service-schema";
import { pageMeta } from "../lib/page-meta";
import { paths, serviceIdForPath, servicePaths } from "../lib/paths";
import { serviceJsonLd } from "../lib/structured-data";
import type { Route } from "./+types/service";

/** One template serves all twelve service pages; the URL picks the content entry. */
function serviceFor(pathname: string) {
  const id = serviceIdForPath(pathname);
  if (!id) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return services[id];
}

export const meta = ({ location }: Route.MetaArgs) => {
  const service = serviceFor(location.pathname);
  const path = servicePaths[service.id];
  return pageMeta({
    seo: service.seo,
    path,
    jsonLd: [
      serviceJsonLd({ name: service.hero.title, description: service.seo.description, path }),
    ],
  });
};

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

export default function ServiceRoute({ matches }: Route.ComponentProps) {
  const service = serviceFor(matches.at(-1)?.pathname ?? "");
  return (
    <QuoteDialogProvider
      endpoint={identity.forms.quote}
      phone={identity.phones.quote}
      email={identity.email}
      defaultService={service.quoteService}
    >
      <PageHero
        hero={service.hero}
        variant={service.id}
        actions={
          <>
            <QuoteButton variant="secondary" />
            <ButtonLink href={paths.contactUs} variant="ghost-light" size="lg">
              Talk to us
            </ButtonLink>
          </>
        }
        aside={<ServiceArt art={service.art} />}
      />
      <ServiceIntro intro={service.intro} actions={<QuoteButton />} />
      {bodyBlocks(service)}
      <ServiceClosing
        block={service.closing}
        phone={identity.phones.quote}
        action={<QuoteButton variant="secondary" />}
      />
    </QuoteDialogProvider>
  );
}
