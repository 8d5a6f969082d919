import type { ServiceContent } from "~/schema/service";

export const graphicsDesign = {
  id: "graphics-design",
  seo: {
    title: "Graphics Design",
    description:
      "Brand identities, logos, social posts, packaging and print design that make your business recognisable and consistent everywhere it appears.",
  },
  hero: {
    eyebrow: "Services",
    title: "Graphics Design",
    intro: "Logos, brand kits and campaign visuals that make you recognisable at a glance.",
  },
  art: {
    frame: "browser",
    icon: "pen-tool",
    title: "Brand guidelines v2",
    chips: [
      { icon: "palette", label: "Palette approved" },
      { icon: "type", label: "Type pairing locked" },
    ],
  },
  intro: {
    eyebrow: "Design studio",
    heading: "Look as good as the work you do",
    paragraphs: [
      "People judge a business by its visuals long before they read a word. Our design studio creates brand identities, logos and the everyday graphics that carry them: social media posts, brochures, packaging, signage, presentations and exhibition stands, all drawn from one consistent visual system.",
      "We start by understanding who you serve and who you compete with, then explore several creative directions before refining one. You receive production-ready files for print and screen and a brand guide that lets any printer, freelancer or new hire keep your look consistent.",
    ],
    facts: [
      { label: "Logo and identity", value: "3 to 4 weeks" },
      { label: "Revisions", value: "Three rounds included" },
      { label: "Files", value: "Print and screen formats" },
    ],
    stack: ["Figma", "Adobe Illustrator", "Photoshop", "InDesign", "After Effects"],
  },
  whyItMatters: {
    heading: "Why good design matters",
    lead: "Design is how a business earns attention and trust before anyone reads a single line of copy.",
    points: [
      {
        heading: "First impressions stick",
        detail:
          "A polished, coherent look signals quality and care, the same qualities customers expect from your service.",
      },
      {
        heading: "Recognition builds loyalty",
        detail:
          "Consistent colours, type and imagery make you instantly familiar on a crowded shelf or feed.",
      },
      {
        heading: "Clarity sells",
        detail:
          "Good layout guides the eye to the offer, the price and the call to action without effort.",
      },
    ],
  },
  features: [
    {
      heading: "Brand identity, done properly",
      subheading: "A logo is the start of a system, not the whole of it",
      details:
        "An identity project covers the logo and its variants, a colour palette tested for print and screen, typography, iconography, photography direction and the rules that hold them together. Everything is documented in a concise brand guide with real examples, so the identity stays intact as your business grows.",
      cards: [
        {
          icon: "gem",
          heading: "Logo suite",
          detail:
            "Primary, secondary and icon versions in colour, mono and reversed, ready for any size from favicon to billboard.",
        },
        {
          icon: "palette",
          heading: "Colour and type",
          detail:
            "A palette with print and screen values and a type pairing licensed for your use everywhere.",
        },
        {
          icon: "file-check",
          heading: "Brand guidelines",
          detail:
            "A practical guide with do's and don'ts, templates and examples that anyone can follow.",
        },
      ],
    },
    {
      heading: "Design for every touchpoint",
      subheading: "From a single social post to a full product launch",
      details:
        "Once your identity is set, we design the materials that put it to work: campaign visuals, social templates, packaging, menus, catalogues, signage and presentations. Retainer clients get a dedicated designer who knows the brand inside out and turns around requests in days, not weeks.",
      cards: [
        {
          icon: "share",
          heading: "Social media kits",
          detail:
            "Editable post, story and cover templates so your team can publish on-brand content quickly.",
        },
        {
          icon: "package",
          heading: "Packaging and labels",
          detail:
            "Dielines, labels and boxes prepared with printers' specifications for colour and finish.",
        },
        {
          icon: "printer",
          heading: "Print collateral",
          detail:
            "Business cards, brochures, flyers and banners delivered as print-ready PDFs with bleed and crop marks.",
        },
      ],
    },
  ],
  benefits: {
    heading: "Why brands choose our studio",
    tagline: "Creative work that is strategic, practical and delivered on time.",
    cards: [
      {
        icon: "compass",
        heading: "Strategy before style",
        detail:
          "Every concept begins with your audience and competitors, so the design has a reason behind it.",
      },
      {
        icon: "shapes",
        heading: "Several directions",
        detail:
          "We present distinct creative routes first, so you choose with confidence instead of settling.",
      },
      {
        icon: "refresh",
        heading: "Structured revisions",
        detail: "Three clear feedback rounds keep the project moving and the result focused.",
      },
      {
        icon: "ruler",
        heading: "Production-ready files",
        detail:
          "Vector, print and web formats, with correct colour profiles, bleed and export sizes.",
      },
      {
        icon: "badge-check",
        heading: "Full ownership",
        detail:
          "All rights to the final artwork transfer to you, along with editable source files.",
      },
      {
        icon: "clock",
        heading: "Fast retainers",
        detail:
          "Monthly design retainers with turnaround in two to three working days for routine requests.",
      },
    ],
  },
  closing: {
    heading: "Does your brand look like you mean business?",
    detail:
      "Send us your current logo and a few materials. We will share honest feedback and a proposal for what would make the biggest difference.",
  },
} satisfies ServiceContent;
