import type { PageContent } from "../schema";

export const ourTeamPage = {
  seo: {
    title: "Our Team",
    description:
      "The developers, designers and AI experts who build your product: React, iOS and Flutter developers, AI specialists and a UI/UX designer.",
  },
  hero: {
    eyebrow: "The people",
    title: "Our Team",
    intro:
      "Developers, designers and AI specialists who care about the craft and answer to you directly.",
  },
} satisfies PageContent;
