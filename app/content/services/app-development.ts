import type { ServiceContent } from "~/schema/service";

export const appDevelopment = {
  id: "app-development",
  seo: {
    title: "App Development",
    description:
      "Native and cross-platform mobile apps for iOS and Android, from product discovery and UX design to launch, store listing and ongoing support.",
  },
  hero: {
    eyebrow: "Services",
    title: "App Development",
    intro:
      "Mobile apps your customers keep on their home screen, built in Flutter, Swift and React Native.",
  },
  art: {
    frame: "phone",
    icon: "smartphone",
    title: "Order #2048 is on its way",
    chips: [
      { icon: "bell", label: "Push alert delivered" },
      { icon: "star", label: "4.8 in beta reviews" },
    ],
  },
  intro: {
    eyebrow: "Mobile apps",
    heading: "An app is a promise to be one tap away",
    paragraphs: [
      "We design and build mobile apps for iOS and Android that feel at home on each platform: fast to open, clear on a small screen and dependable on a patchy mobile connection. Most of our projects use Flutter, so one codebase serves both stores, and we reach for Swift or Kotlin when an app needs deep access to the camera, Bluetooth or background location.",
      "Every engagement starts with a short discovery sprint. We map the journeys that matter, test clickable prototypes with real users and agree a release plan before a line of production code is written, so the first version ships the features people will actually use.",
    ],
    facts: [
      { label: "First release", value: "10 to 16 weeks" },
      { label: "Platforms", value: "iOS, Android and tablets" },
      { label: "After launch", value: "Monthly care plans" },
    ],
    stack: ["Flutter", "Swift", "Kotlin", "React Native", "Firebase", "Laravel APIs"],
  },
  whyItMatters: {
    heading: "Why a dedicated app matters",
    lead: "A mobile website gets visited; an app gets used. These are the differences our clients notice first.",
    points: [
      {
        heading: "Customers come back on their own",
        detail:
          "An icon on the home screen and well-timed notifications bring people back without paying for another ad click.",
      },
      {
        heading: "Faster, even offline",
        detail:
          "Cached catalogues, saved carts and queued actions keep the app useful in lifts, basements and on intercity roads.",
      },
      {
        heading: "Features a browser cannot offer",
        detail:
          "Camera scanning, location, biometrics and wallet payments turn a slow form into a two-second tap.",
      },
    ],
  },
  features: [
    {
      heading: "Built to ship, built to last",
      subheading: "A release process you can see every fortnight",
      details:
        "You get a working build on your own phone every two weeks through TestFlight and Google Play internal testing. Automated tests run on every change, crash reporting is wired in from the first build, and the backend is documented so another team could pick it up. Nothing is hidden until a big reveal at the end.",
      cards: [
        {
          icon: "smartphone",
          heading: "One codebase, two stores",
          detail:
            "Flutter lets us share screens and business logic across iOS and Android while keeping native gestures and fonts.",
        },
        {
          icon: "git-branch",
          heading: "Fortnightly test builds",
          detail:
            "Short sprints end with an installable build, release notes and a demo call, so feedback arrives while it is cheap to act on.",
        },
        {
          icon: "activity",
          heading: "Crash and usage insight",
          detail:
            "Crashlytics and privacy-friendly analytics show which screens people use and where they give up, from day one.",
        },
      ],
    },
    {
      heading: "From idea to app store listing",
      subheading: "We handle the parts that usually stall a launch",
      details:
        "Store review guidelines, privacy labels, screenshots, signing certificates and staged rollouts are where many first-time apps lose weeks. We prepare the listing, answer reviewer questions and roll out gradually so an unexpected bug reaches a handful of users instead of all of them.",
      cards: [
        {
          icon: "store",
          heading: "Store listing ready",
          detail:
            "Screenshots, descriptions, keywords and privacy disclosures written and designed to pass review on the first attempt.",
        },
        {
          icon: "shield-check",
          heading: "Secure by default",
          detail:
            "Encrypted storage, certificate pinning and biometric sign-in protect accounts and payment details on lost phones.",
        },
        {
          icon: "refresh",
          heading: "Updates without drama",
          detail:
            "Staged rollouts, remote configuration and forced-update prompts let us fix issues without waiting on users.",
        },
      ],
    },
  ],
  benefits: {
    heading: "What you gain with our app team",
    tagline:
      "Six things clients tell us made the difference between an app that launches and one that grows.",
    cards: [
      {
        icon: "compass",
        heading: "Discovery first",
        detail:
          "A one to two week sprint turns your idea into user journeys, a clickable prototype and a costed feature list.",
      },
      {
        icon: "palette",
        heading: "Native-feeling design",
        detail:
          "Interfaces follow Apple and Material guidelines, so the app feels familiar from the first tap on either platform.",
      },
      {
        icon: "wifi-off",
        heading: "Offline support",
        detail:
          "Data syncs when the signal returns, so field teams and shoppers never lose what they entered.",
      },
      {
        icon: "credit-card",
        heading: "Local payments",
        detail:
          "JazzCash, Easypaisa, card gateways and in-app purchases integrated and tested with real transactions.",
      },
      {
        icon: "server",
        heading: "Backend included",
        detail:
          "We build and host the API, admin panel and push notification service your app depends on.",
      },
      {
        icon: "life-buoy",
        heading: "Care after launch",
        detail:
          "OS updates, new device sizes and store policy changes are handled under a simple monthly plan.",
      },
    ],
  },
  whatWeDo: {
    heading: "What do we do for you",
    lead: "Three stages, one team, and a named project manager who answers your messages.",
    items: [
      {
        heading: "Plan the product",
        detail:
          "Workshops, competitor review and user interviews shape a first release that is small enough to ship and big enough to matter.",
      },
      {
        heading: "Design and build it",
        detail:
          "Designers and developers work in the same sprint, so screens are tested on real devices before they are polished.",
      },
      {
        heading: "Launch and grow it",
        detail:
          "We publish to both stores, watch crash and retention reports, and plan the next release with you every month.",
      },
    ],
  },
  expectations: {
    heading: "What can you expect",
    lead: "Whether it is your first app or a rebuild of an old one, these come with every project.",
    left: [
      "A fixed-scope first release with a written estimate",
      "Clickable prototype before development starts",
      "Installable test builds every two weeks",
      "iPhone, Android phone and tablet layouts",
      "Dark mode and accessible text sizes",
      "Push notifications and deep links",
    ],
    right: [
      "Admin panel to manage content and users",
      "Crash reporting and analytics from day one",
      "App Store and Google Play submission",
      "Source code in your own repository",
      "Handover documentation for your team",
      "Thirty days of free fixes after launch",
    ],
    closing:
      "You own the code, the store accounts and the data from the first day; we simply look after them for as long as you want us to.",
  },
  closing: {
    heading: "Have an app idea on a napkin?",
    detail:
      "Send us a few lines about it. Within two working days we reply with questions, a rough budget range and a suggested first release.",
  },
} satisfies ServiceContent;
