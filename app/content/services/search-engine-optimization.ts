import type { ServiceContent } from "~/schema/service";

export const searchEngineOptimization = {
  id: "search-engine-optimization",
  seo: {
    title: "Search Engine Optimization",
    description:
      "Technical SEO audits, content strategy, local SEO and link earning that move your pages up Google results and bring steady organic traffic.",
  },
  hero: {
    eyebrow: "Services",
    title: "Search Engine Optimization",
    intro:
      "Rank for the searches your customers make, with technical fixes and content that earns links.",
  },
  art: {
    frame: "dashboard",
    icon: "search",
    title: "Organic clicks, last 90 days",
    chips: [
      { icon: "trending-up", label: "Top 3 for 14 keywords" },
      { icon: "gauge", label: "Core Web Vitals: passed" },
    ],
  },
  intro: {
    eyebrow: "Organic search",
    heading: "Be the answer when customers search",
    paragraphs: [
      "Search engine optimisation is the slow, compounding work of making your website the most useful and most trusted result for the searches that matter to your business. We combine technical fixes, content planned around real search demand and steady link earning, and we report on the only numbers that count: qualified visits, enquiries and sales from organic search.",
      "We do not promise page-one rankings in two weeks, and we do not buy links. Our approach follows Google's published guidelines, so the gains we build for you last through algorithm updates instead of vanishing with them.",
    ],
    facts: [
      { label: "First results", value: "Usually 3 to 6 months" },
      { label: "Reporting", value: "Monthly, with rank tracking" },
      { label: "Focus", value: "Local, national or export" },
    ],
    stack: [
      "Search Console",
      "GA4",
      "Ahrefs",
      "Screaming Frog",
      "PageSpeed Insights",
      "Schema.org",
    ],
  },
  whyItMatters: {
    heading: "Why SEO matters",
    lead: "Most online journeys begin with a search. Being found there is the cheapest customer acquisition channel over time.",
    points: [
      {
        heading: "Traffic you do not rent",
        detail:
          "Organic rankings keep sending visitors after the work is done, unlike ads that stop the day the budget does.",
      },
      {
        heading: "Trust by position",
        detail:
          "People trust results near the top of Google; ranking there quietly says you are an established option.",
      },
      {
        heading: "Better site for everyone",
        detail:
          "Faster pages, clearer structure and useful content help every visitor, not only the ones from search.",
      },
    ],
  },
  features: [
    {
      heading: "Technical SEO foundations",
      subheading: "Search engines must be able to crawl, render and understand every page",
      details:
        "We start with a full crawl of your site to uncover broken links, duplicate pages, slow templates, missing structured data and indexing problems. Fixes are ranked by impact and effort, and we implement them ourselves or hand clear tickets to your developers, then confirm the results in Search Console.",
      cards: [
        {
          icon: "scan-search",
          heading: "Full site audit",
          detail:
            "Crawlability, indexing, redirects, canonical tags and internal links checked page by page.",
        },
        {
          icon: "gauge",
          heading: "Page speed work",
          detail:
            "Image compression, code trimming and caching that lift Core Web Vitals on real mobile devices.",
        },
        {
          icon: "code",
          heading: "Structured data",
          detail:
            "Organisation, product, FAQ and review markup that earns rich results and clearer listings.",
        },
      ],
    },
    {
      heading: "Content and authority",
      subheading: "Pages people want to read and sites want to link to",
      details:
        "Keyword research shows what your customers search for and how competitive each topic is. We turn that into a content plan of service pages, guides and comparisons, write or brief each piece, and promote the best of it to journalists, partners and directories relevant to your industry to earn genuine links.",
      cards: [
        {
          icon: "file-text",
          heading: "Content plan",
          detail:
            "A prioritised list of topics mapped to search intent, each with a target page and a publishing date.",
        },
        {
          icon: "map-pin",
          heading: "Local SEO",
          detail:
            "Google Business Profile, local citations and review strategy for searches like 'near me' and city names.",
        },
        {
          icon: "link",
          heading: "Earned links",
          detail:
            "Digital PR, partner mentions and industry listings that build authority without risky paid links.",
        },
      ],
    },
  ],
  benefits: {
    heading: "How our SEO work pays off",
    tagline: "Six outcomes our clients measure, month after month.",
    cards: [
      {
        icon: "trending-up",
        heading: "More qualified visits",
        detail:
          "Traffic from people searching for what you sell, not vanity visitors who leave within seconds.",
      },
      {
        icon: "map",
        heading: "Local map visibility",
        detail:
          "A complete, active Business Profile that appears in the map pack when nearby customers search.",
      },
      {
        icon: "hand-coins",
        heading: "Lower cost per lead",
        detail:
          "As organic enquiries grow, the average cost of each new customer falls compared to ads alone.",
      },
      {
        icon: "award",
        heading: "Brand authority",
        detail:
          "Helpful content and quality mentions position you as the expert in your field and region.",
      },
      {
        icon: "clipboard-check",
        heading: "Clear monthly reporting",
        detail:
          "Rankings, traffic, conversions and the work done that month, explained without jargon.",
      },
      {
        icon: "shield-check",
        heading: "Update-proof methods",
        detail:
          "White-hat techniques only, so Google algorithm updates become opportunities rather than threats.",
      },
    ],
  },
  whatWeDo: {
    heading: "What do we do for you",
    lead: "A repeatable cycle that compounds month after month.",
    items: [
      {
        heading: "Diagnose",
        detail:
          "A technical audit, competitor gap analysis and keyword research define where the fastest wins are.",
      },
      {
        heading: "Build",
        detail:
          "We fix the technical issues, improve existing pages and publish new content to the agreed plan.",
      },
      {
        heading: "Amplify",
        detail:
          "Outreach, local listings and internal linking spread authority to the pages that bring in business.",
      },
    ],
  },
  expectations: {
    heading: "What can you expect",
    lead: "Every SEO retainer includes the following.",
    left: [
      "Technical audit with ranked fixes",
      "Keyword research and mapping",
      "On-page optimisation of key pages",
      "Google Business Profile management",
      "Structured data implementation",
    ],
    right: [
      "Two to four new content pieces a month",
      "Ethical link-earning outreach",
      "Rank tracking for agreed keywords",
      "Monthly report and strategy call",
      "Search Console monitoring",
    ],
    closing:
      "SEO is a long game: we ask for six months to prove results, then continue month to month for as long as the numbers justify it.",
  },
  closing: {
    heading: "Curious where your site stands?",
    detail:
      "Request a free SEO health check. We will crawl your site and send the ten issues holding your rankings back, ranked by impact.",
  },
} satisfies ServiceContent;
