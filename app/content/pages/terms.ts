import type { LegalPageContent } from "~/schema/legal";

export const termsPage = {
  seo: {
    title: "Terms of Use",
    description:
      "The terms that apply when you use this website: content ownership, acceptable use, quotes, liability and how to reach us about them.",
  },
  hero: {
    eyebrow: "Legal",
    title: "Terms of Use",
    intro: "The plain-language rules for using this website and the information on it.",
  },
  updated: "November 2026",
  summary:
    "By using this website you agree to these terms. They are short and written in plain language; if anything is unclear, write to {email} and we will explain.",
  sections: [
    {
      id: "about",
      heading: "About these terms",
      paragraphs: [
        `This website is run by {legalName} ("{companyName}", "we"), {street}, {locality} {postalCode}, {countryName}. These terms cover your use of the website only. Any project we do for you is governed by the written agreement we sign with you for that project.`,
      ],
    },
    {
      id: "using-the-site",
      heading: "Using the website",
      paragraphs: ["You are welcome to browse, share and link to any page. Please do not:"],
      list: [
        "send forms with false details, someone else's information, or automated or bulk submissions;",
        "try to break, overload or gain unauthorised access to the website or the server it runs on;",
        "copy large parts of the website to present them as your own work.",
      ],
    },
    {
      id: "our-content",
      heading: "Who owns the content",
      paragraphs: [
        "The text, design, illustrations and code of this website belong to {companyName}. You may quote short passages with a link back to the page they came from.",
        "Project names, logos and artwork shown in our portfolio belong to their respective owners and appear with their permission, as examples of our work.",
      ],
    },
    {
      id: "information-and-quotes",
      heading: "Information, prices and quotations",
      paragraphs: [
        "We keep the information on this website accurate and up to date, but it is general information about our services, not an offer. Timelines and prices depend on each project's scope.",
        "A quotation becomes binding only when both sides have agreed it in writing. Sending a contact form or quote request does not create a contract or any obligation for you or for us.",
      ],
    },
    {
      id: "your-messages",
      heading: "What you send us",
      paragraphs: [
        "Please make sure the details you send through our forms are accurate and your own. Our privacy policy explains what we do with them, where they are stored and how long we keep them.",
      ],
    },
    {
      id: "other-websites",
      heading: "Links to other websites",
      paragraphs: [
        "Some pages link to websites we built for clients, to social media pages and to app stores. Those websites are run by others; we are not responsible for their content or their privacy practices. External links open in a new tab.",
      ],
    },
    {
      id: "liability",
      heading: "Our liability",
      paragraphs: [
        "We work hard to keep the website available and free of errors, but we cannot promise it will always be. To the extent the law allows, we are not liable for losses caused by relying on general information on this website or by it being temporarily unavailable. Nothing in these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      id: "law",
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of {countryName}. Any dispute about them will be handled by the courts of {locality}.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time; the date at the top of this page shows the latest version. Using the website after a change means you accept the updated terms.",
      ],
    },
  ],
  contact: {
    heading: "Questions about these terms?",
    body: "Write to us or call during office hours and we will get back to you.",
  },
} satisfies LegalPageContent;
