import type { ServiceContent } from "~/schema/service";

export const customWebsiteDevelopment = {
  id: "custom-website-development",
  seo: {
    title: "Custom Website Development",
    description:
      "Custom websites in WordPress, React and Laravel: redesigns or new builds, frontend and backend, with hosting, security and support included.",
  },
  hero: {
    eyebrow: "Services",
    title: "Custom Website Development",
    intro: "Websites built around your business, not squeezed into a template.",
  },
  quoteService: "costum-website-development",
  art: {
    frame: "browser",
    icon: "code",
    title: "Deploy to production",
    chips: [
      { icon: "git-branch", label: "Release 2.3 merged" },
      { icon: "gauge", label: "Lighthouse score 98" },
    ],
  },
  intro: {
    eyebrow: "Custom development",
    heading: "Your processes, your brand, your website",
    paragraphs: [
      "Off-the-shelf themes are fine until your business needs something they were never designed for: a booking flow with your own rules, a dealer portal, a quotation calculator or a content structure your team can actually maintain. We build websites around those needs, in WordPress, React or Laravel depending on what the project calls for.",
      "A custom build does not mean starting from zero every time. We reuse proven, tested components for the common parts and spend your budget on the features that make your business different, then hand over code that is documented, version-controlled and yours.",
    ],
    facts: [
      { label: "Typical build", value: "6 to 14 weeks" },
      { label: "Platforms", value: "WordPress, React, Laravel" },
      { label: "Hosting", value: "Set up and managed for you" },
    ],
    stack: ["WordPress", "React", "Next.js", "Laravel", "MySQL", "Tailwind CSS", "AWS"],
  },
  whyItMatters: {
    heading: "Why custom development matters",
    lead: "Your website is often the first place a customer meets you. It should work the way your business works.",
    points: [
      {
        heading: "Fits your workflow",
        detail:
          "Forms, approvals and integrations follow your real process instead of forcing staff into workarounds.",
      },
      {
        heading: "Grows without a rebuild",
        detail:
          "A clean architecture lets new sections and features arrive without tearing down what already works.",
      },
      {
        heading: "No plugin roulette",
        detail:
          "Fewer third-party add-ons means fewer surprise conflicts, licence fees and security holes.",
      },
    ],
  },
  features: [
    {
      heading: "Engineering you can rely on",
      subheading: "Modern practice on every project, large or small",
      details:
        "Every site lives in Git, is deployed through an automated pipeline and is tested on real phones and browsers before release. Staging environments let you review changes before customers see them, and accessibility and performance are checked at each release, not bolted on at the end.",
      cards: [
        {
          icon: "git-branch",
          heading: "Version control",
          detail:
            "Every change is tracked and reversible, with a clear history of who changed what and why.",
        },
        {
          icon: "eye",
          heading: "Staging previews",
          detail:
            "A private copy of your site where you approve new pages and features before they go live.",
        },
        {
          icon: "accessibility",
          heading: "Accessible by design",
          detail:
            "Keyboard navigation, readable contrast and screen reader support checked against WCAG 2.2 AA.",
        },
      ],
    },
    {
      heading: "After launch, we stay",
      subheading: "Hosting, security and improvements in one plan",
      details:
        "A website is never finished. Our care plans cover managed hosting, daily backups, security updates, uptime monitoring and a bank of development hours each month for new features, so your site keeps improving instead of slowly falling behind.",
      cards: [
        {
          icon: "cloud",
          heading: "Managed hosting",
          detail:
            "Fast, secure servers configured for your stack, with SSL, CDN and email deliverability handled.",
        },
        {
          icon: "lock",
          heading: "Security updates",
          detail:
            "Core, framework and dependency updates applied and tested every month, urgent patches within a day.",
        },
        {
          icon: "wrench",
          heading: "Monthly improvements",
          detail:
            "Reserved development hours for new pages, features and fixes, without a new contract each time.",
        },
      ],
    },
  ],
  comparisons: [
    {
      heading: "Improve what you have, or start fresh?",
      lead: "Both are valid. We help you choose honestly, based on the state of your current site and where you want to go.",
      cards: [
        {
          icon: "refresh",
          heading: "Existing platform",
          detail:
            "Keep your current site and make it faster, safer and easier to use, when its foundations are still sound.",
          points: [
            "Performance and security audit",
            "Redesign of key pages and templates",
            "New features on the current codebase",
            "Content and SEO rankings preserved",
          ],
        },
        {
          icon: "rocket",
          heading: "Original platform",
          detail:
            "Build a new site from a blank page when the old one limits growth, or when there is no site yet.",
          points: [
            "Discovery workshop and sitemap",
            "Custom design system and templates",
            "Architecture chosen for your goals",
            "Content migration and redirects",
          ],
        },
      ],
    },
    {
      heading: "Frontend and backend, under one roof",
      lead: "One team builds what visitors see and what powers it behind the scenes, so nothing gets lost between agencies.",
      cards: [
        {
          icon: "monitor",
          heading: "Frontend",
          detail:
            "The part people see and touch: layouts, interactions and speed on every screen size.",
          points: [
            "Pixel-accurate responsive layouts",
            "React and Next.js interfaces",
            "Animations that respect reduced motion",
            "Core Web Vitals tuned for mobile",
          ],
        },
        {
          icon: "server",
          heading: "Backend",
          detail:
            "The engine underneath: data, business rules, integrations and the admin tools your team uses.",
          points: [
            "Laravel and Node.js APIs",
            "Databases designed for growth",
            "CRM, ERP and payment integrations",
            "Role-based admin dashboards",
          ],
        },
      ],
    },
  ],
  platforms: {
    heading: "Platforms we build on",
    lead: "Three proven platforms, each with the full range of services from first design to long-term maintenance.",
    lines: [
      "Responsive Design",
      "Theming",
      "Development",
      "Design",
      "Consulting",
      "Strategy",
      "Integration",
      "Migrations & Upgrades",
      "Support & Maintenance",
    ],
    cards: [
      { platform: "wordpress", label: "WordPress" },
      { platform: "react", label: "React" },
      { platform: "laravel", label: "Laravel" },
    ],
  },
  whatWeDo: {
    heading: "What do we do for you",
    lead: "How a custom website project runs with us, from the first call to launch day.",
    items: [
      {
        heading: "Discover and plan",
        detail:
          "We learn your goals, audience and processes, then agree the sitemap, features and a fixed estimate.",
      },
      {
        heading: "Design and develop",
        detail:
          "Designs are approved page by page, then built in short sprints you can follow on a staging site.",
      },
      {
        heading: "Launch and support",
        detail:
          "We migrate content, set up redirects and analytics, launch, and stay on hand under a care plan.",
      },
    ],
  },
  expectations: {
    heading: "What can you expect",
    lead: "Included in every custom website project.",
    left: [
      "Kick-off workshop to agree goals and scope",
      "Wireframes and visual designs",
      "Responsive build for all screens",
      "Content management training",
      "Contact and lead forms wired to email",
      "On-page SEO and structured data",
    ],
    right: [
      "Speed and accessibility checks",
      "Analytics and conversion tracking",
      "Existing content moved across",
      "Managed hosting setup",
      "Source code and documentation",
      "Ninety days of free bug fixes",
    ],
    closing:
      "Every estimate is fixed for the agreed scope; if something new comes up mid-project, you see the cost before any work starts.",
  },
  closing: {
    heading: "Let's build the website your business deserves",
    detail:
      "Describe what you need, even roughly. We reply within two working days with questions, a recommended platform and an estimate.",
  },
} satisfies ServiceContent;
