import type { Opening } from "~/schema/careers";

/**
 * The openings as shipped: the three roles the careers page listed before openings had pages.
 * A module of its own, importing nothing at run time, because the build's route table
 * (react-router.config.ts) reads their addresses before any alias is set up.
 */
export const shippedOpenings: Opening[] = [
  {
    title: "Senior React Developer",
    slug: "senior-react-developer",
    team: "Web",
    type: "Full time",
    location: "Islamabad, on site",
    remote: false,
    summary:
      "Lead front-end work on client websites and dashboards in React and TypeScript, review code and mentor two junior developers.",
    description:
      "You will lead the front end of the websites and dashboards we build for clients in Pakistan, the Gulf and Europe: planning the work with the project manager, writing React and TypeScript every day, reviewing your colleagues' code and mentoring two junior developers. You work with a designer and a back-end developer on each project, and you talk to clients when a decision needs you.",
    requirements: [
      "Four or more years of professional work in React and TypeScript",
      "Pages that are fast, accessible and work without JavaScript where it matters",
      "Testing with Vitest or Jest and a browser runner such as Playwright",
      "Clear written English for code reviews and client updates",
    ],
    datePosted: "2026-11-16",
    closes: "2027-03-31",
  },
  {
    title: "Flutter Developer",
    slug: "flutter-developer",
    team: "Mobile",
    type: "Full time",
    location: "Islamabad, on site",
    remote: false,
    summary:
      "Build and ship cross-platform apps for iOS and Android, from API integration to store release, with our UI/UX designer beside you.",
    description:
      "You will build our clients' apps for iOS and Android in Flutter, from the first screen to the release in both stores: connecting them to REST and GraphQL APIs, keeping them fast on older phones, and working each week with our UI/UX designer on how they look and feel.",
    requirements: [
      "Two or more years of Flutter and Dart, with an app of yours in a store",
      "State management with Riverpod or Bloc",
      "Publishing to the App Store and Google Play",
      "Care for performance on low-end Android phones",
    ],
    datePosted: "2026-11-16",
    closes: "2027-03-31",
  },
  {
    title: "Social Media Executive",
    slug: "social-media-executive",
    team: "Digital marketing",
    type: "Full time",
    location: "Islamabad, hybrid",
    remote: false,
    summary:
      "Plan content calendars, write captions in English and Urdu, run Meta ad campaigns and report results to clients every month.",
    description:
      "You will plan and run our clients' social media: a content calendar for each brand, captions in English and Urdu, Meta ad campaigns with a budget you manage, and a monthly report to each client that says what worked. Three days a week in our Islamabad office, two from home.",
    requirements: [
      "One or more years running brand accounts on Instagram, Facebook and TikTok",
      "Meta Ads Manager: campaigns, audiences and reporting",
      "Fluent written English and Urdu",
      "An eye for a good picture and a short caption",
    ],
    datePosted: "2026-11-16",
    closes: "2027-03-31",
  },
];
