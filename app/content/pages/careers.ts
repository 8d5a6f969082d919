import { validationMessages } from "@contracts/forms";
import type { CareersPageContent } from "~/schema/careers";

export const careersPage = {
  seo: {
    title: "Careers",
    description:
      "Join a software house in Islamabad that values craft, learning and kindness. See open positions and leave your e-mail to hear about new ones.",
  },
  hero: {
    eyebrow: "Careers",
    title: "{companyName} For The Right Person",
    intro:
      "We are always looking for curious developers, designers and marketers. Open positions are announced here first.",
  },
  openings: {
    eyebrow: "Open positions",
    heading: "Roles we are hiring for now",
    tagline:
      "Small teams, real ownership and senior people to learn from. Every role works from our Islamabad office with flexible hours.",
    positions: [
      {
        title: "Senior React Developer",
        type: "Full time",
        location: "Islamabad, on site",
        summary:
          "Lead front-end work on client websites and dashboards in React and TypeScript, review code and mentor two junior developers.",
      },
      {
        title: "Flutter Developer",
        type: "Full time",
        location: "Islamabad, on site",
        summary:
          "Build and ship cross-platform apps for iOS and Android, from API integration to store release, with our UI/UX designer beside you.",
      },
      {
        title: "Social Media Executive",
        type: "Full time",
        location: "Islamabad, hybrid",
        summary:
          "Plan content calendars, write captions in English and Urdu, run Meta ad campaigns and report results to clients every month.",
      },
    ],
    applyLabel: "Apply by e-mail",
    applyNote:
      "Send your CV and two pieces of work you are proud of to {email}. We reply to every application within ten working days.",
  },
  newsletter: {
    heading: "Hear about new roles first",
    body: "Leave your e-mail address and we will write when a position opens that might suit you. No spam, and one click to unsubscribe.",
    label: "Email address",
    placeholder: "Enter Email Address",
    button: "Get Started",
    sending: "Sending...",
    success: "Thank you! You are on the list. We will write when a new position opens.",
    invalidEmail: validationMessages.contactEmail,
    failure: "We could not save your address just now. Please try again in a moment.",
    invalidText: "This address could not be accepted. Please check it and send it again.",
    note: "We use your address only to tell you about open positions.",
    privacyLabel: "Privacy policy",
  },
} satisfies CareersPageContent;
