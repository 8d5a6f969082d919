import type { ThankYouPageContent } from "~/schema/contact";

export const thankYouPage = {
  seo: {
    title: "Thank You",
    description:
      "Your message has reached us. A project lead will reply within one working day; here is what happens next and how to reach us sooner.",
  },
  hero: {
    eyebrow: "Message received",
    title: "Thank you, we got your message",
    intro:
      "It is safely in our inbox. A project lead reads every message and quote request, and replies within one working day.",
  },
  next: {
    heading: "What happens next",
    steps: [
      {
        title: "We read it today",
        text: "A project lead reviews your message and, if it helps, looks at your current website or social pages before replying.",
      },
      {
        title: "We reply within a working day",
        text: "You get a personal answer with questions, ideas or a first estimate, sent to the e-mail address you gave.",
      },
      {
        title: "We plan it together",
        text: "If it is a fit, we set up a short call to agree the scope, timeline and budget before any work starts.",
      },
    ],
  },
  reach: {
    heading: "Need us sooner?",
    text: "Call us during office hours, 10 AM to 7 PM, Monday to Friday, or send a follow-up e-mail.",
    phoneLabel: "Call us",
    emailLabel: "E-mail us",
  },
  actions: { home: "Back to home", services: "Explore our services", portfolio: "See our work" },
} satisfies ThankYouPageContent;
