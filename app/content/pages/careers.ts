import { identity } from "../../../contracts/identity";
import type { PageContent } from "../schema";

export const careersPage = {
  seo: {
    title: "Careers",
    description:
      "Join a software house in Islamabad that values craft, learning and kindness. See open positions and leave your e-mail to hear about new ones.",
  },
  hero: {
    eyebrow: "Careers",
    title: `${identity.companyName} For The Right Person`,
    intro:
      "We are always looking for curious developers, designers and marketers. Open positions are announced here first.",
  },
} satisfies PageContent;
