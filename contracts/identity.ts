import type { Identity } from "./identity-schema";

/**
 * The company's identity: the one place a site owner edits to make the site theirs.
 * `contracts/identity-schema.ts` describes each field; the build and the server validate this.
 *
 * The shipped values are fictional on purpose: the build warns while any remain and
 * `npm run check:deploy` refuses them.
 */
export const identity = {
  companyName: "Bluecrest Digital",
  legalName: "Bluecrest Digital (Private) Limited",
  tagline: "Software house and digital-marketing agency in Islamabad",
  logo: { src: "/brand/logo.svg", alt: "Bluecrest Digital" },
  phones: {
    contact: { display: "+92 51 0000 100", e164: "+92510000100" },
    quote: { display: "+92 300 0000 200", e164: "+923000000200" },
  },
  email: "hello@example.com",
  address: {
    street: "Office 00, Example Plaza, Jinnah Avenue, Blue Area",
    locality: "Islamabad",
    region: "Islamabad Capital Territory",
    postalCode: "44000",
    country: "PK",
    countryName: "Pakistan",
  },
  openingHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "10:00",
    closes: "19:00",
    label: "10 AM to 7 PM, Monday to Friday",
  },
  social: {
    facebook: "https://facebook.example.com/bluecrest",
    linkedin: "https://linkedin.example.com/company/bluecrest",
    instagram: "https://instagram.example.com/bluecrest",
  },
  products: [
    { label: "Bluecrest HR", href: "https://hr.example.org/" },
    { label: "Bluecrest Listings", href: "https://listings.example.org/" },
  ],
  // SITE_URL at build time overrides this (vite.config.ts passes it to the browser bundle).
  siteUrl: process.env.SITE_URL || "https://www.example.com",
  forms: {
    contact: "/api/forms/contact",
    quote: "/api/forms/quote",
    newsletter: "/api/forms/newsletter",
  },
  foundingYear: 2019,
  // Sent to the visitor when a lead is stored (not for spam, once per lead). Placeholders:
  // {name} (the visitor's, or "there"), {company}, {phone} (contact phone), {email} (company).
  autoresponder: {
    enabled: false,
    subject: "Thank you for contacting {company}",
    text: [
      "Hello {name},",
      "",
      "Thank you for your message. It has reached our team, and we will answer within one working day.",
      "",
      "If it is urgent, call us on {phone} or write to {email}.",
      "",
      "{company}",
    ].join("\n"),
  },
} satisfies Identity;
