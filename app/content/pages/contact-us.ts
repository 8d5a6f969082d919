import type { ContactPageContent } from "~/schema/contact";

export const contactUsPage = {
  seo: {
    title: "Contact Us",
    description:
      "Tell us about your project and get a reply within one working day. Call, e-mail or visit our Islamabad office, 10 AM to 7 PM, Monday to Friday.",
  },
  hero: {
    eyebrow: "Contact",
    title: "Contact Us",
    intro:
      "Tell us what you want to build or grow. A project lead reads every message and replies within one working day.",
  },
  intro: {
    eyebrow: "Start a conversation",
    heading: "Let's talk about your next project",
    text: "Whether you need a new website, a mobile app, an online store or more customers from search and social media, a short message is the best first step. Share as much or as little as you know; we will ask the right questions.",
    points: [
      {
        title: "A real reply",
        text: "A project lead, not a bot, answers within one working day.",
      },
      {
        title: "Free first estimate",
        text: "We suggest a scope, a timeline and a budget range at no cost.",
      },
      {
        title: "Your details stay private",
        text: "We use them only to answer you and never pass them to anyone.",
      },
    ],
  },
  form: {
    heading: "Send us a message",
    description: "Fields marked required need an answer; everything else helps us reply faster.",
    fields: {
      name: { label: "Your name", placeholder: "Ayesha Khan", autoComplete: "name" },
      email: {
        label: "Email address",
        placeholder: "you@company.com",
        autoComplete: "email",
      },
      phone: {
        label: "Phone",
        placeholder: "+92 300 1234567",
        hint: "Add a number if you prefer a call or WhatsApp.",
        autoComplete: "tel",
      },
      message: {
        label: "How can we help?",
        placeholder: "A few lines about your business, what you need and when you need it.",
        autoComplete: "off",
      },
    },
    brief: {
      label: "Attach a brief",
      hint: "Optional: a PDF, Word document, PNG or JPEG, up to 10 MB.",
    },
    required: "required",
    submit: "Send Message",
    sending: "Sending...",
    sentHeading: "Thank you, your message is on its way",
    sentText:
      "It has reached our inbox. A project lead will reply to the address you gave within one working day.",
    privacy: {
      before: "We use your details only to reply to you. Read our",
      linkLabel: "Privacy Policy",
      after: ".",
    },
    honeypotLabel: "Leave this field empty (it catches spam robots)",
    fallback: {
      heading: "Your message was not sent yet",
      invalidText:
        "Some of the details could not be accepted. Please check each field and send the form again.",
      failedText:
        "Too many messages arrived from your connection or our server is busy. Please wait a minute and send it again.",
      backHint: "Everything you typed is still in the form below: correct it and send it again.",
    },
  },
  panel: {
    heading: "Prefer to talk?",
    text: "Call or e-mail us directly, or visit the studio in the Blue Area. Coffee is on us.",
    phoneLabel: "Call us",
    emailLabel: "E-mail us",
    addressLabel: "Visit us",
    hoursLabel: "Office hours",
    socialHeading: "Follow our work",
  },
} satisfies ContactPageContent;
