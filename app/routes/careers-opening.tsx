import { applicationEndpoint } from "@contracts/applicants";
import { ApplicationForm } from "~/components/forms/application-form";
import { PageHero } from "~/components/sections/shared/page-hero";
import { OpeningDetails } from "~/components/sections/careers/opening-details";
import { Section } from "~/components/ui/section";
import { siteContent, siteIdentity } from "~/content/site-content";
import { Island } from "~/islands/island";
import { pageMeta } from "~/lib/page-meta";
import { openingPath, paths } from "~/lib/paths";
import { jobPostingJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/careers-opening";

/** The opening at /careers/<slug>; the build prerenders one page per opening in the content. */
function openingAt(slug: string | undefined) {
  const opening = siteContent("pages/careers").openings.positions.find(
    (candidate) => candidate.slug === slug,
  );
  if (!opening) throw new Response("No such opening", { status: 404 });
  return opening;
}

/** A date of the content (YYYY-MM-DD) as the page says it: "31 March 2027". */
const spelledDate = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

export const meta = ({ params }: Route.MetaArgs) => {
  const opening = openingAt(params.slug);
  const path = openingPath(opening.slug);
  const identity = siteIdentity();
  return pageMeta({
    seo: { title: opening.title, description: opening.summary },
    path,
    breadcrumbs: [
      { name: "Home", path: paths.home },
      { name: "Careers", path: paths.careers },
      { name: opening.title, path },
    ],
    jsonLd: [
      jobPostingJsonLd({
        ...opening,
        path,
        company: { name: identity.companyName, address: identity.address },
      }),
    ],
  });
};

export default function CareersOpeningRoute({ params }: Route.ComponentProps) {
  const page = siteContent("pages/careers");
  const opening = openingAt(params.slug);
  return (
    <>
      <PageHero
        hero={{ eyebrow: opening.team, title: opening.title, intro: opening.summary }}
        variant={page.hero.title}
      />
      <Section tone="muted">
        <OpeningDetails
          opening={{ ...opening, closes: spelledDate(opening.closes) }}
          words={page.opening}
          back={{ href: paths.careers, label: page.opening.backLabel }}
        >
          <Island
            name="ApplicationForm"
            component={ApplicationForm}
            props={{ endpoint: applicationEndpoint, opening: opening.slug, copy: page.application }}
          />
        </OpeningDetails>
      </Section>
    </>
  );
}
