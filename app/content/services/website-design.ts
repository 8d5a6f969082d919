import type { ServiceContent } from "~/schema/service";

export const websiteDesign = {
  id: "website-design",
  seo: {
    title: "Website Design",
    description:
      "Website design that turns visitors into enquiries: research, wireframes, visual design and tested prototypes ready for development.",
  },
  hero: {
    eyebrow: "Services",
    title: "Website Design",
    intro: "Clear, modern website design that guides visitors from first look to first enquiry.",
  },
  quoteService: "web-design",
  art: {
    frame: "browser",
    icon: "layout-template",
    title: "Homepage, version 3",
    chips: [
      { icon: "click", label: "Prototype test: 5 of 5" },
      { icon: "smartphone", label: "Mobile layouts ready" },
    ],
  },
  intro: {
    eyebrow: "Web design",
    heading: "Design that makes the next step obvious",
    paragraphs: [
      "A good website design is more than a pleasing homepage. It is a clear structure that helps each kind of visitor find what they came for, copy and visuals that build trust quickly, and calls to action placed exactly where people are ready to act. We design websites with that purpose, from a single landing page to a large multi-section corporate site.",
      "Our designers work in Figma from research and wireframes to a polished, clickable prototype. You see and test the whole site on your phone and laptop before development starts, and the final files include a component library that developers, ours or yours, can build from without guesswork.",
    ],
    facts: [
      { label: "Typical project", value: "3 to 6 weeks" },
      { label: "Deliverable", value: "Clickable Figma prototype" },
      { label: "Revisions", value: "Two rounds per stage" },
    ],
    stack: ["Figma", "FigJam", "Maze", "Hotjar", "Adobe Illustrator"],
  },
  whyItMatters: {
    heading: "Why website design matters",
    lead: "Visitors decide within seconds whether to stay. Design decides what they see in those seconds.",
    points: [
      {
        heading: "Credibility at a glance",
        detail:
          "A modern, consistent design tells visitors you are established and careful before they read a word.",
      },
      {
        heading: "Less confusion, more action",
        detail:
          "Clear navigation and focused pages lead visitors to call, book or buy instead of wandering off.",
      },
      {
        heading: "Built for phones first",
        detail:
          "Most of your visitors arrive on a mobile screen, so the design starts there and scales up.",
      },
    ],
  },
  features: [
    {
      heading: "Research-led design",
      subheading: "Decisions based on your visitors, not on guesswork",
      details:
        "We begin with your goals, analytics and customer questions, review competitors and map the journeys of your main visitor types. Wireframes establish structure and content hierarchy before visual styling, so discussions focus on what each page must achieve rather than on colours too early.",
      cards: [
        {
          icon: "users",
          heading: "Visitor journeys",
          detail:
            "Maps of what each audience needs, from first visit to enquiry, that shape the sitemap.",
        },
        {
          icon: "layout-template",
          heading: "Wireframes",
          detail: "Low-detail page layouts that settle structure and priority quickly and cheaply.",
        },
        {
          icon: "click",
          heading: "Prototype testing",
          detail:
            "Short sessions with real users on a clickable prototype reveal friction before a line of code.",
        },
      ],
    },
    {
      heading: "Visual design with a system behind it",
      subheading: "Beautiful pages that stay consistent as the site grows",
      details:
        "The visual design extends your brand into a full web design system: typography scale, colour tokens, spacing, icons, buttons, forms and content blocks. Every page is composed from these parts, which keeps the site coherent and makes future pages quick and affordable to add.",
      cards: [
        {
          icon: "palette",
          heading: "Brand-true styling",
          detail:
            "Colours, type and imagery that match your identity and pass accessibility contrast checks.",
        },
        {
          icon: "blocks",
          heading: "Component library",
          detail:
            "Reusable Figma components and variants that developers can translate directly into code.",
        },
        {
          icon: "tablet",
          heading: "Every screen size",
          detail:
            "Layouts designed for phone, tablet and desktop, not squeezed down from a single wide mockup.",
        },
      ],
    },
  ],
  benefits: {
    heading: "What a considered design gives you",
    tagline: "The lasting benefits of getting design right before development begins.",
    cards: [
      {
        icon: "trending-up",
        heading: "Higher conversion",
        detail:
          "Pages built around one clear goal each turn more visitors into calls, bookings and sales.",
      },
      {
        icon: "accessibility",
        heading: "Accessible to all",
        detail:
          "Readable type, sufficient contrast and clear focus states welcome every visitor, including those with disabilities.",
      },
      {
        icon: "zap",
        heading: "Faster development",
        detail:
          "A complete, tested design means fewer surprises and change requests once coding starts.",
      },
      {
        icon: "search",
        heading: "SEO-friendly structure",
        detail:
          "Logical headings, page hierarchy and content space for the topics your customers search.",
      },
      {
        icon: "puzzle",
        heading: "Easy to extend",
        detail:
          "New pages reuse existing components, so growth does not require a fresh design project.",
      },
      {
        icon: "handshake",
        heading: "Collaborative process",
        detail:
          "Regular reviews and shared Figma files keep you involved and in control at every stage.",
      },
    ],
  },
  whatWeDo: {
    heading: "What do we do for you",
    lead: "A design process in three clear stages, each ending with your approval.",
    items: [
      {
        heading: "Understand",
        detail:
          "Discovery workshop, analytics review and competitor study define goals, audiences and content needs.",
      },
      {
        heading: "Structure",
        detail:
          "Sitemap and wireframes for every key page, tested with users and refined with your feedback.",
      },
      {
        heading: "Design",
        detail:
          "Polished visual designs, a clickable prototype and a handover-ready component library.",
      },
    ],
  },
  expectations: {
    heading: "What can you expect",
    lead: "Every website design project delivers the following.",
    left: [
      "Discovery workshop and goals",
      "Competitor and audience review",
      "Sitemap and user journeys",
      "Wireframes for key pages",
      "",
      "Mobile, tablet and desktop designs",
    ],
    right: [
      "Clickable prototype",
      "User testing of the prototype",
      "Design system and components",
      "Developer handover session",
      "",
    ],
    closing:
      "Need the design built too? Our development team can take it live in WordPress, React or Laravel with no handover gap.",
  },
  closing: {
    heading: "Ready for a website that works as hard as you do?",
    detail:
      "Tell us about your business and your current site. We will reply with ideas, a proposed process and a fixed design estimate.",
  },
} satisfies ServiceContent;
