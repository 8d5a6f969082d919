import type { AboutPageContent } from "~/schema/about";

export const aboutUsPage = {
  seo: {
    title: "About Us",
    description:
      "Meet the Islamabad software house behind custom websites, apps and campaigns: how we work, what we value and why clients stay with us.",
  },
  hero: {
    eyebrow: "About us",
    title: "About Us",
    intro:
      "A software house and digital-marketing agency that treats every project as a long-term partnership, not a one-off job.",
  },
  intro: {
    eyebrow: "Who we are",
    heading: "One team from the first sketch to the hundredth customer",
    paragraphs: [
      "{companyName} is a software house and digital-marketing agency in Islamabad. Since {foundingYear} we have planned, designed, built and marketed websites, e-stores, mobile apps and campaigns for businesses that want one accountable partner instead of five separate vendors.",
      "Our designers, developers and marketers work in the same studio from the same plan. The person who writes your code knows what your ads promise, and the person who runs your ads knows exactly what your product can do.",
    ],
    cta: "Let's Talk",
    highlights: [
      {
        value: "Since {foundingYear}",
        label: "building software and campaigns from Islamabad",
      },
      { value: "One team", label: "strategy, design, code and marketing under one roof" },
      { value: "Fixed scope", label: "a written quote before any work starts" },
    ],
    photoAlt:
      "Our studio: a designer's desk with a project dashboard on the main screen and code on the second monitor",
  },
  approach: {
    eyebrow: "How we work",
    heading: "Our Approach",
    tagline:
      "Four stages, the same for a landing page or a platform, so you always know what happens next, who is doing it and what it costs.",
    steps: [
      {
        icon: "compass",
        title: "Discover",
        detail:
          "We start with your business, not with technology: who your customers are, what they need to do and how success will be measured. You get a written scope and a fixed quote.",
      },
      {
        icon: "pen-tool",
        title: "Design",
        detail:
          "Wireframes first, then visual design in your brand. You click through a prototype before any production code is written, while changes are still quick and cheap.",
      },
      {
        icon: "code",
        title: "Build",
        detail:
          "Short iterations with code review and automated tests. Every week you see working software on a private staging link, not a progress report.",
      },
      {
        icon: "rocket",
        title: "Launch & grow",
        detail:
          "We launch, measure and keep improving: speed, security updates, search rankings and campaigns, with a monthly report in plain language.",
      },
    ],
  },
  differentiator: {
    eyebrow: "Why clients stay",
    heading: "Our Differentiator",
    tagline:
      "Plenty of agencies can build a website. What sets us apart is how we work with you once the contract is signed.",
    points: [
      {
        icon: "users",
        title: "Senior people, start to finish",
        detail:
          "The people who plan your project are the people who build it. No hand-over to an unknown team after the contract is signed.",
      },
      {
        icon: "megaphone",
        title: "Marketing built in",
        detail:
          "Developers and marketers plan together, so your site is fast, indexable and ready for campaigns on day one rather than patched later.",
      },
      {
        icon: "receipt",
        title: "Transparent pricing",
        detail:
          "A fixed quote for an agreed scope. If the scope changes, you see the cost of the change before any extra work begins.",
      },
      {
        icon: "key",
        title: "You own everything",
        detail:
          "Source code, designs, domains and ad accounts are registered to you. You can take them to any team, at any time.",
      },
      {
        icon: "chart",
        title: "Results you can measure",
        detail:
          "Every project has agreed targets, such as enquiries, sales or load time, and we report against them every month.",
      },
      {
        icon: "headset",
        title: "Support that answers",
        detail: "A named contact who replies within one working day, {openingHours}.",
      },
    ],
  },
  closing: {
    heading: "Have a project in mind?",
    text: "Tell us what you want to build or grow. We reply within one working day with questions, first ideas and a clear next step.",
    cta: "Get Free Quote",
  },
} satisfies AboutPageContent;
