import { paths } from "~/lib/paths";
import type { TeamPageContent } from "~/schema/team";

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
  team: {
    eyebrow: "Meet the makers",
    heading: "The people behind your project",
    tagline:
      "A small senior team: the person who plans your product is the person who builds it, from the first sketch to the launch and beyond.",
    members: [
      { name: "Hamza Qureshi", position: "React Developer", image: "hamza-qureshi" },
      { name: "Ayesha Siddiqui", position: "iOS Developer", image: "ayesha-siddiqui" },
      { name: "Bilal Ahmed", position: "AI Expert", image: "bilal-ahmed" },
      { name: "Mahnoor Tariq", position: "AI Expert", image: "mahnoor-tariq" },
      { name: "Zainab Malik", position: "UI/UX Designer", image: "zainab-malik" },
      { name: "Usman Raza", position: "Flutter Developer", image: "usman-raza" },
    ],
  },
  join: {
    heading: "Want to build with us?",
    body: "We hire developers, designers and marketers who like hard problems and clear communication.",
    label: "See open positions",
    href: paths.careers,
  },
} satisfies TeamPageContent;
