import { paths } from "~/lib/paths";
import type { HomePageContent } from "~/schema/home";

export const homePage = {
  seo: {
    title: "Custom IT Solutions & Digital Marketing",
    description:
      "Software house and digital-marketing agency in Islamabad building websites, e-stores, mobile apps and campaigns. Ask for a free quote today.",
  },
  hero: {
    eyebrow: "Software house · Islamabad",
    title: "Innovative IT Solutions Crafted for Your Business",
    intro:
      "We are a software house in Islamabad that plans, designs and builds websites, e-stores and mobile apps, then markets them, so one accountable team takes your idea from first sketch to paying customers.",
    cta: { label: "Get Free Quote", href: paths.contactUs },
    secondary: { label: "Explore Our Services", href: paths.services },
  },
  future: {
    eyebrow: "About {companyName}",
    heading: "Leading You To Your Future",
    paragraphs: [
      "{companyName} started in {foundingYear} with a simple idea: a business should not need five different vendors to get online and grow. Our designers, engineers and marketers sit in the same room, share the same goals and answer to the same project lead.",
      "We work with start-ups shipping their first product and with established companies moving their operations online. Every engagement starts with your numbers — leads, sales, hours saved — and ends with software and campaigns that move them.",
    ],
    cta: { label: "Learn More About Us", href: paths.aboutUs },
    highlights: [
      { value: "Since {foundingYear}", label: "Building for local and international clients" },
      { value: "12 services", label: "Strategy, design, engineering and marketing under one roof" },
      { value: "One team", label: "A single project lead from kick-off to launch and beyond" },
    ],
  },
  offer: {
    heading: "What We Offer",
    tagline: "It's your digital market presence, we just help you make it",
    cards: [
      {
        service: "app-development",
        icon: "smartphone",
        heading: "Mobile App Development",
        description:
          "Native and cross-platform apps for iOS and Android, from a clickable prototype to a published store listing.",
      },
      {
        service: "social-media-marketing",
        icon: "megaphone",
        heading: "Digital Marketing",
        description:
          "Social media, paid advertising and content campaigns planned around your audience and reported in plain numbers.",
      },
      {
        service: "search-engine-optimization",
        icon: "search",
        heading: "Search Engine Optimization",
        description:
          "Technical fixes, content and local SEO that lift your rankings for the searches your customers actually make.",
      },
      {
        service: "cyber-security",
        icon: "shield",
        heading: "Cyber security",
        description:
          "Security reviews, hardening and monitoring that keep your website, apps and customer data out of harm's way.",
      },
      {
        service: "custom-website-development",
        icon: "code",
        heading: "Website Development",
        description:
          "Fast, accessible websites on WordPress, React or Laravel, built to be edited by your team and found by search engines.",
      },
      {
        service: "arvr-development",
        icon: "glasses",
        heading: "AR/VR Development",
        description:
          "Augmented and virtual reality experiences for product previews, training and events that people remember.",
      },
      {
        service: "graphics-design",
        icon: "palette",
        heading: "Graphic Designing",
        description:
          "Logos, brand identities, social creatives and print work that make your business recognisable at a glance.",
      },
      {
        service: "blockchain-development",
        icon: "blocks",
        heading: "Blockchain Development",
        description:
          "Smart contracts, token integrations and transparent ledgers, audited and explained without the jargon.",
      },
      {
        service: "ai-development",
        icon: "brain",
        heading: "AI Development",
        description:
          "Chat assistants, document automation and prediction models that take repetitive work off your team's desk.",
      },
    ],
  },
  fourCs: {
    heading: "The 4 C's Behind Our Success",
    subtext:
      "Our teams stay clear and responsive from the first call to the last release, and we promise you a convincing solution with a lasting impact.",
    items: [
      {
        number: "01",
        heading: "Clarity",
        description: "Written scope, fixed milestones and no hidden costs before any work starts.",
        art: "clarity",
        delay: 0,
      },
      {
        number: "02",
        heading: "Communication",
        description: "A named project lead, weekly demos and replies within one working day.",
        art: "communication",
        delay: 1,
      },
      {
        number: "03",
        heading: "Competence",
        description:
          "Specialists for every layer: design, front end, back end, mobile and marketing.",
        art: "competence",
        delay: 1.5,
      },
      {
        number: "04",
        heading: "Consistency",
        description: "The same standards on every release, checked by reviews and automated tests.",
        art: "consistency",
        delay: 2,
      },
    ],
  },
  expertise: {
    eyebrow: "Our expertise",
    heading: "Built on platforms we know inside out",
    tagline:
      "We choose the stack that fits your project, your budget and the team that will maintain it, not the one that is fashionable this month.",
    platforms: [
      {
        name: "React js",
        mark: "react",
        description:
          "Interactive web apps, dashboards and customer portals with fast, reusable interfaces.",
      },
      {
        name: "Wordpress",
        mark: "wordpress",
        description:
          "Company sites, blogs and WooCommerce stores your team can update without a developer.",
      },
      {
        name: "Laravel",
        mark: "laravel",
        description:
          "Secure back ends, APIs and admin panels for bookings, payments and internal tools.",
      },
      {
        name: "Next js",
        mark: "nextjs",
        description: "Search-friendly React sites that load instantly and scale with your traffic.",
      },
    ],
  },
  reasons: {
    heading: "Reasons To Choose",
    tagline: "Why businesses trust {companyName} with the products their customers use every day.",
    best: {
      label: "We are the Best",
      features: [
        {
          icon: "responsive",
          heading: "Responsive",
          detail:
            "Every screen is designed and tested on phones, tablets and desktops before launch.",
        },
        {
          icon: "buildable",
          heading: "Buildable",
          detail:
            "Clean, documented code that your next feature, or your next developer, can build on.",
        },
        {
          icon: "quality",
          heading: "Quality",
          detail: "Code reviews, automated tests and an accessibility pass on every release.",
        },
        {
          icon: "attractive",
          heading: "Attractive",
          detail:
            "Interfaces with a clear hierarchy and a consistent look that reflects your brand.",
        },
        {
          icon: "reliable",
          heading: "Reliable",
          detail: "Monitored hosting, regular backups and a support line that actually answers.",
        },
        {
          icon: "affordable",
          heading: "Affordable",
          detail: "Transparent, itemised quotes and a discount when you combine several services.",
        },
      ],
    },
    affiliations: {
      label: "Our Affiliations",
      intro:
        "We are a registered company and a recognised software exporter, so you can contract with us with confidence, from Pakistan or abroad.",
      badges: [
        {
          mark: "registry",
          title: "Registered with SECP",
          body: "Securities and Exchange Commission of Pakistan",
          detail:
            "{legalName} is incorporated with the national company registry; registration details are available on request.",
        },
        {
          mark: "export",
          title: "Member, Pakistan Software Export Board",
          body: "PSEB registered software house",
          detail:
            "Registered with the national board that supports IT exports, so we invoice international clients through approved channels.",
        },
      ],
    },
    achievements: {
      label: "Our Achievements",
      heading: "Results our clients can measure",
      paragraphs: [
        "Since we opened our doors we have launched online stores that took their first orders within a week, apps that passed store review on the first submission and campaigns that cut our clients' cost per lead in half.",
        "Most of our work comes from referrals and returning clients, which is the achievement we are proudest of.",
      ],
      imageAlt: "A trophy on a podium beside a rising bar chart and a medal",
      figures: [
        {
          icon: "trophy",
          heading: "150+ projects delivered",
          detail: "Websites, stores, apps and campaigns launched on time.",
        },
        {
          icon: "globe",
          heading: "Clients in 9 countries",
          detail: "From Islamabad to the Gulf, the UK and North America.",
        },
        {
          icon: "users",
          heading: "4 in 5 clients return",
          detail: "For a second project, a redesign or ongoing marketing.",
        },
      ],
    },
    workflow: {
      label: "Work Flow",
      intro:
        "Seven steps, the same on every project, so you always know what happens next and what we need from you.",
      steps: [
        { title: "Discovery", detail: "A free call to understand your goals, users and budget." },
        {
          title: "Proposal",
          detail: "A written scope, timeline and fixed quote for your approval.",
        },
        { title: "Design", detail: "Wireframes and visual designs you review and sign off." },
        { title: "Development", detail: "Built in short sprints with a demo at the end of each." },
        { title: "Testing", detail: "Checked on real devices for bugs, speed and accessibility." },
        {
          title: "Launch",
          detail: "Deployed, connected to analytics and handed over with training.",
        },
        { title: "Support", detail: "Updates, backups and improvements once you are live." },
      ],
    },
  },
  closing: {
    heading: "Have a project in mind?",
    body: "Tell us what you want to build. We reply within one working day with questions, ideas and a free, no-obligation quote.",
    cta: { label: "Get Free Quote", href: paths.contactUs },
  },
} satisfies HomePageContent;
