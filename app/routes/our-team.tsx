import { teamPortrait } from "~/assets/team";
import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { TeamGrid } from "~/components/sections/about/team-grid";
import { Section } from "~/components/ui/section";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { siteContent, withContentImage } from "~/content/site-content";

export const meta = () => pageMeta({ seo: siteContent("pages/our-team").seo, path: paths.ourTeam });

export default function OurTeamRoute() {
  const page = siteContent("pages/our-team");
  const { team, join } = page;
  const members = team.members.map((member) => withContentImage(member, teamPortrait));
  return (
    <>
      <PageHero hero={page.hero} />
      <Section id="team" eyebrow={team.eyebrow} heading={team.heading} tagline={team.tagline}>
        <TeamGrid members={members} />
      </Section>
      <ClosingCta
        heading={join.heading}
        body={join.body}
        cta={{ label: join.label, href: join.href }}
      />
    </>
  );
}
