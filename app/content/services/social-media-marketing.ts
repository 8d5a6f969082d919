import type { ServiceContent } from "~/schema/service";

export const socialMediaMarketing = {
  id: "social-media-marketing",
  seo: {
    title: "Social Media Marketing",
    description:
      "Social media marketing on Facebook, Instagram, LinkedIn and TikTok: content calendars, design, community management and paid boosts.",
  },
  hero: {
    eyebrow: "Services",
    title: "Social Media Marketing",
    intro: "Content people stop scrolling for, and a community that turns into customers.",
  },
  quoteService: "social-media-marketing",
  art: {
    frame: "phone",
    icon: "heart",
    title: "New reel: behind the scenes",
    chips: [
      { icon: "message", label: "Replies within the hour" },
      { icon: "calendar", label: "May calendar approved" },
    ],
  },
  intro: {
    eyebrow: "Social media",
    heading: "Show up every week with something worth sharing",
    paragraphs: [
      "We run the social media presence of brands across Facebook, Instagram, LinkedIn and TikTok: planning a monthly content calendar, producing the posts, reels and stories, replying to comments and messages, and boosting the posts that deserve a wider audience. You approve the calendar once a month and we handle the daily rhythm.",
      "Every brand gets a voice guide and a visual template set before the first post goes out, so your feed looks and sounds like one business even when different people create it. Monthly reports focus on reach among the right people, enquiries from direct messages and the posts that drove them.",
    ],
    facts: [
      { label: "Posting rhythm", value: "12 to 20 posts a month" },
      { label: "Approval", value: "One monthly calendar review" },
      { label: "Languages", value: "English, Urdu and Roman Urdu" },
    ],
    stack: ["Meta Business Suite", "Instagram", "LinkedIn", "TikTok", "Canva", "Figma", "CapCut"],
  },
  whyItMatters: {
    heading: "Why social media matters",
    lead: "Before most customers call you, they look you up on Instagram or Facebook. What they find shapes the call.",
    points: [
      {
        heading: "Proof that you are active",
        detail:
          "A recent, consistent feed tells a first-time visitor that the business is real, busy and worth contacting.",
      },
      {
        heading: "A direct line to customers",
        detail:
          "Comments and messages turn into conversations, and conversations into orders, without a phone call.",
      },
      {
        heading: "Word of mouth at scale",
        detail:
          "Every share, tag and saved post introduces you to people who trust the friend who passed it on.",
      },
    ],
  },
  features: [
    {
      heading: "A content engine, not random posts",
      subheading: "Monthly themes, weekly formats, daily engagement",
      details:
        "We plan content around your sales calendar: launches, seasons, Ramadan and Eid, exhibitions and offers. Each month mixes educational posts, customer stories, behind-the-scenes reels and clear calls to action, so the feed builds trust while still selling. Everything is scheduled ahead, leaving room for timely posts when something happens.",
      cards: [
        {
          icon: "calendar",
          heading: "Monthly content calendar",
          detail:
            "A shared calendar with captions, visuals and hashtags, ready for your approval before the month begins.",
        },
        {
          icon: "video",
          heading: "Reels and short video",
          detail:
            "Scripted and edited vertical videos, the format that earns the widest organic reach on every platform today.",
        },
        {
          icon: "palette",
          heading: "On-brand design",
          detail:
            "Post and story templates in your colours and fonts, so every graphic is recognisably yours at a glance.",
        },
      ],
    },
    {
      heading: "Community that turns into customers",
      subheading: "Every comment and message answered by people who know your business",
      details:
        "Followers only matter when they become enquiries. Our community managers reply to comments and inbox messages during business hours using your price lists and FAQs, pass hot leads to your sales team the same day, and flag complaints to you before they grow into public problems.",
      cards: [
        {
          icon: "message",
          heading: "Inbox management",
          detail:
            "Messages answered within an hour in business time, with approved replies for prices, delivery and availability.",
        },
        {
          icon: "megaphone",
          heading: "Boosts that pay",
          detail:
            "Small, targeted budgets behind proven posts to reach nearby audiences that match your customers.",
        },
        {
          icon: "chart-pie",
          heading: "Reports that mean something",
          detail:
            "Monthly insight into reach, engagement, enquiries and best posts, with plans for the next month attached.",
        },
      ],
    },
  ],
  whatWeDo: {
    heading: "What do we do for you",
    lead: "Three commitments behind every account we manage.",
    items: [
      {
        heading: "Find your voice",
        detail:
          "A kickoff workshop produces a tone guide, content pillars and a template set that match your brand.",
      },
      {
        heading: "Create and publish",
        detail:
          "Our writers, designers and editors produce the month's content and publish it at the times your audience is online.",
      },
      {
        heading: "Listen and respond",
        detail:
          "We watch comments, messages and mentions every day and turn what customers ask into next month's content.",
      },
    ],
  },
  expectations: {
    heading: "What can you expect",
    lead: "The essentials included in every social media plan.",
    left: [
      "Profile audit and optimisation",
      "Brand voice and content pillars",
      "Monthly calendar for your approval",
      "Custom graphics for every post",
      "Edited reels and stories",
      "Captions in English and Urdu",
    ],
    right: [
      "Hashtag and posting-time research",
      "Comment and inbox replies",
      "Lead hand-off to your sales team",
      "Small paid boosts on request",
      "Monthly performance report",
      "",
    ],
    closing:
      "Plans run month to month after an initial three-month period, the time a new content rhythm needs to show real results.",
  },
  closing: {
    heading: "Is your feed working as hard as you do?",
    detail:
      "Tell us which platforms you use today. We will send a short audit with three changes you can make this week, free of charge.",
  },
} satisfies ServiceContent;
