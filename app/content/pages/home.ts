import type { PageContent } from "../schema";

export const homePage = {
  seo: {
    title: "Custom IT Solutions & Digital Marketing",
    description:
      "Software house and digital-marketing agency in Islamabad building websites, e-stores, mobile apps and campaigns. Ask for a free quote today.",
  },
  hero: {
    title: "Innovative IT Solutions Crafted for Your Business",
    intro:
      "We are a software house in Islamabad that plans, designs and builds websites, e-stores and mobile apps, then markets them, so one accountable team takes your idea from first sketch to paying customers.",
  },
} satisfies PageContent;
