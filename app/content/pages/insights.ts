import type { InsightsPageContent } from "~/schema/insights";

export const insightsPage: InsightsPageContent = {
  seo: {
    title: "Insights",
    description:
      "Notes from our designers, developers and marketers in Islamabad: search, design, apps and AI, written from the projects we ship for our clients.",
  },
  hero: {
    eyebrow: "Insights",
    title: "What We Learn Building For Our Clients",
    intro:
      "Practical notes on search, design, apps and AI from the people at {companyName} who do the work, each one from a real project.",
  },
  readMoreLabel: "Read the article",
  empty: "No article is published yet. The first one is on its way.",
  relatedHeading: "Related articles",
  homeHeading: "Insights from our team",
  homeTagline: "What our designers, developers and marketers learned on recent projects.",
  allLabel: "All articles",
};
