import { teamPortrait } from "~/assets/team";
import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { TeamGrid } from "~/components/sections/about/team-grid";
import { Section } from "~/components/ui/section";
import { ourTeamPage } from "~/content/pages/our-team";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const meta = () => pageMeta({ seo: ourTeamPage.seo, path: paths.ourTeam });

const { team, join } = ourTeamPage;
const members = team.members.map((member) => ({ ...member, image: teamPortrait(member.image) }));

export default function OurTeamRoute() {
  return (
    <>
      <PageHero hero={ourTeamPage.hero} />
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
