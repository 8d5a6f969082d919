import type { ServiceContent } from "~/schema/service";

export const paidAdvertising = {
  id: "paid-advertising",
  seo: {
    title: "Paid Advertising (PPC)",
    description:
      "Google, Meta and LinkedIn ad campaigns managed for return on ad spend: keyword research, ad copy, landing pages, tracking and weekly reports.",
  },
  hero: {
    eyebrow: "Services",
    title: "Paid Advertising (PPC)",
    intro: "Search and social campaigns that pay for themselves, tracked from click to sale.",
  },
  quoteService: "paid-advertising",
  art: {
    frame: "dashboard",
    icon: "target",
    title: "Campaign performance",
    chips: [
      { icon: "click", label: "Cost per lead falling" },
      { icon: "chart-line", label: "Weekly ROAS report" },
    ],
  },
  intro: {
    eyebrow: "Pay-per-click",
    heading: "Every rupee of ad spend should be accountable",
    paragraphs: [
      "We plan, launch and manage pay-per-click campaigns on Google Search, Performance Max, YouTube, Meta and LinkedIn. The goal is never clicks for their own sake: we tie each campaign to enquiries, bookings or sales you can count, and we move budget towards whatever produces them at the lowest cost.",
      "Before spending anything we fix the measurement. Conversion tracking, call tracking and offline conversion imports mean the platforms optimise for real customers instead of cheap traffic, and you can see exactly what a lead from each keyword or audience cost you.",
    ],
    facts: [
      { label: "Launch time", value: "7 to 10 working days" },
      { label: "Reporting", value: "Weekly summary, monthly review" },
      { label: "Contract", value: "Month to month" },
    ],
    stack: ["Google Ads", "Meta Ads", "LinkedIn Ads", "GA4", "Tag Manager", "Looker Studio"],
  },
  whyItMatters: {
    heading: "Why paid advertising matters",
    lead: "Organic reach takes months to build. Paid campaigns put you in front of buyers this week, if they are run with discipline.",
    points: [
      {
        heading: "Reach people ready to buy",
        detail:
          "Search ads appear at the moment someone types what you sell, which is why they convert better than almost any other channel.",
      },
      {
        heading: "Results you can measure",
        detail:
          "Unlike a billboard, every impression, click and lead is counted, so you know which rupee worked and which did not.",
      },
      {
        heading: "Scale up or pause any day",
        detail:
          "Budgets move with your season, stock and capacity; no print deadlines, no long commitments, no wasted airtime.",
      },
    ],
  },
  features: [
    {
      heading: "Campaigns built on intent",
      subheading: "Keyword and audience research before a single ad goes live",
      details:
        "We study the searches, competitors and audiences in your market, then group keywords by intent so each ad speaks to exactly what was searched. Negative keyword lists keep you out of irrelevant auctions, and bids follow the hours, devices and locations where your customers actually convert.",
      cards: [
        {
          icon: "search",
          heading: "Intent-led keywords",
          detail:
            "Tight ad groups built around buying intent, with match types and negatives reviewed every week.",
        },
        {
          icon: "users",
          heading: "Audiences that matter",
          detail:
            "Remarketing, customer-list and lookalike audiences reach people who already know you or resemble your best clients.",
        },
        {
          icon: "map-pin",
          heading: "Local targeting",
          detail:
            "City and radius targeting for Islamabad, Rawalpindi or nationwide delivery, with bids adjusted per area.",
        },
      ],
    },
    {
      heading: "Ads and landing pages that convert",
      subheading: "The click is only half the job",
      details:
        "Strong ads win the auction, but the landing page decides whether a visitor becomes a lead. We write ad copy in English and Urdu, design focused landing pages when your site is not suited to the campaign, and run split tests on headlines, offers and forms so conversion rates improve month after month.",
      cards: [
        {
          icon: "type",
          heading: "Tested ad copy",
          detail:
            "Several headline and description variants per ad group, rotated and pruned based on real performance.",
        },
        {
          icon: "layout-template",
          heading: "Dedicated landing pages",
          detail:
            "Fast, focused pages with one clear offer and a short form, built to match what the ad promised.",
        },
        {
          icon: "sliders",
          heading: "Continuous split tests",
          detail:
            "One meaningful change at a time, measured until the result is clear, then rolled out across campaigns.",
        },
      ],
    },
  ],
  benefits: {
    heading: "Why clients trust us with their budget",
    tagline: "Transparency is the first thing we sell: your accounts, your data, your decisions.",
    cards: [
      {
        icon: "key",
        heading: "You own the accounts",
        detail:
          "Campaigns run in ad accounts registered to your business, so history and data stay with you if we part ways.",
      },
      {
        icon: "receipt",
        heading: "Spend paid directly",
        detail:
          "Ad platforms bill your card directly; our management fee is separate and agreed up front, with no hidden markup.",
      },
      {
        icon: "chart-column",
        heading: "Plain-language reports",
        detail:
          "A one-page weekly summary of spend, leads and cost per lead, plus a live dashboard you can open any time.",
      },
      {
        icon: "filter",
        heading: "Waste removed weekly",
        detail:
          "Search term reviews catch irrelevant clicks early, before they quietly eat a month of budget.",
      },
      {
        icon: "percent",
        heading: "Bids follow profit",
        detail:
          "Smart bidding tuned to target cost per lead or return on ad spend, never to raw click volume.",
      },
      {
        icon: "headset",
        heading: "A specialist you can call",
        detail:
          "A certified campaign manager who knows your account, not a ticket queue or a rotating junior.",
      },
    ],
  },
  whatWeDo: {
    heading: "What do we do for you",
    lead: "A clear rhythm from the first audit to steady, profitable growth.",
    items: [
      {
        heading: "Audit and set up tracking",
        detail:
          "We review any existing accounts, fix conversion tracking and agree the numbers that define success.",
      },
      {
        heading: "Launch focused campaigns",
        detail:
          "A small set of well-structured campaigns goes live first, so early data arrives quickly and clearly.",
      },
      {
        heading: "Optimise and scale",
        detail:
          "Weekly changes to bids, keywords, audiences and creatives, with budget shifted towards what brings customers.",
      },
    ],
  },
  closing: {
    heading: "Want a second opinion on your ad account?",
    detail:
      "Ask for a free campaign review. We will show you where spend is leaking and what we would change first, whether or not you hire us.",
  },
} satisfies ServiceContent;
