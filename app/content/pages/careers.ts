import { validationMessages } from "@contracts/forms";
import type { CareersPageContent } from "~/schema/careers";
import { shippedOpenings } from "./openings";

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
    positions: shippedOpenings,
    none: "No position is open just now. Leave your e-mail address below and we will write when one opens.",
    detailLabel: "Read more and apply",
  },
  opening: {
    backLabel: "Every open position",
    teamLabel: "Team",
    typeLabel: "Type",
    locationLabel: "Location",
    remoteLabel: "Remote: work from anywhere",
    closesLabel: "Apply by",
    descriptionHeading: "The role",
    requirementsHeading: "What you bring",
  },
  application: {
    heading: "Apply for this role",
    intro:
      "Tell us who you are and send your CV. We read every application and reply within ten working days.",
    nameLabel: "Full name",
    emailLabel: "Email address",
    phoneLabel: "Phone",
    linkLabel: "Portfolio, GitHub or LinkedIn",
    linkHint: "A web address that starts with https://",
    noteLabel: "Cover note",
    cvLabel: "CV",
    cvHint: "A PDF or Word (DOCX) file, up to 10 MB.",
    optional: "optional",
    submit: "Send application",
    sending: "Sending...",
    success:
      "Thank you! Your application has arrived. We reply to every application within ten working days.",
    failure: "We could not send your application just now. Please try again in a moment.",
  },
  closed: {
    seo: {
      title: "Position closed",
      description:
        "This position is no longer open. See the roles {companyName} is hiring for now, or leave your e-mail address to hear about new ones.",
    },
    title: "This Position Has Closed",
    body: "We are no longer taking applications for this role. Thank you for your interest: the positions still open are on our careers page.",
    linkLabel: "See the open positions",
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
