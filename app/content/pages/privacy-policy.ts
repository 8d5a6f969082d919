import type { LegalPageContent } from "~/schema/legal";

export const privacyPolicyPage = {
  seo: {
    title: "Privacy Policy",
    description:
      "What our contact, quote and newsletter forms collect, where it is stored, how long we keep it and how to ask us to delete it.",
  },
  hero: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    intro:
      "What we collect when you write to us, why, where it is kept and how to have it deleted.",
  },
  updated: "December 2026",
  summary:
    "In short: we collect only what you type into our forms, we use it only to answer you, we never sell it, and you can ask us to delete it at any time by writing to {email}.",
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        `This website is run by {legalName} ("{companyName}", "we"), a software house and digital-marketing agency in {locality}, {countryName}. We decide how the information you send through this website is used, and we are responsible for looking after it.`,
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect",
      paragraphs: [
        'We collect only the information you choose to type into one of our three forms, and anonymous counts of visits to our pages (see "Counting visits" below), which never identify you.',
      ],
      list: [
        "Contact form: your name, e-mail address, phone number (optional) and your message.",
        "Quote request: your name, e-mail address, the service you are interested in (optional) and your message (optional).",
        "Careers newsletter: your e-mail address.",
        "With each form we also record the date and time it was sent, so we can answer in order.",
      ],
    },
    {
      id: "why-we-use-it",
      heading: "Why we use it",
      paragraphs: [
        "We use what you send to reply to your enquiry, prepare the quotation you asked for, and, if you joined the careers list, tell you when a position opens. We do not use it for anything else, we do not add you to marketing lists you did not ask for, and we never sell or rent it to anyone.",
      ],
    },
    {
      id: "where-it-goes",
      heading: "Where your information goes",
      paragraphs: [
        "When you send a form, your message is stored in a database on our own web server before we confirm that it was sent, so it cannot be lost on the way.",
        "When e-mail delivery is set up, a copy of each message is also e-mailed to our team inbox so the right person can reply quickly.",
        "If we choose to receive forms through a third-party form service instead (for example Formspree), that service receives and stores your message on our behalf, under its own privacy and security commitments. We will name the service on this page whenever one is in use.",
        "Only the members of our team who handle enquiries and hiring can read your messages.",
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      paragraphs: [
        "Contact messages and quote requests are kept for 24 months after our last conversation with you, so we can pick up where we left off if you come back. After that they are deleted.",
        "Your careers newsletter address is kept until you unsubscribe or ask us to remove it. Every message we send tells you how to do that.",
      ],
    },
    {
      id: "counting-visits",
      heading: "Counting visits",
      paragraphs: [
        "To learn which pages and campaigns bring people to us, and whether the site is fast for them, our own server counts page views. No cookie, no local storage and no third-party service is used for this.",
        'When our server sends you a page, it records the page, the time, the website that linked to you (its address only, such as https://www.google.com, never the page you were on), the source and campaign tags of the link (utm_source and utm_campaign), and whether it was your first page of the day. A day\'s first fifty linking websites and first fifty campaigns are counted by name, any later ones together as "other".',
        "Not counted, though the page is still sent: search engines and other robots, pages your browser only loads in advance, visits sent by known referrer-spam sites, pages asked for under a web address that is not ours, and more than 60 pages a minute from one internet address (for IPv6, one network of addresses).",
        "To count unique visitors without tracking anyone, your IP address and browser name are combined with a random secret that changes every day and are turned into a code that cannot be reversed. The secret of each day is deleted when the day ends (midnight in Islamabad), so nobody, us included, can recognise you from one day to the next. Your IP address and browser name are never stored.",
        "When you leave a page, your browser sends us a few numbers about it: how quickly it appeared and responded (the Core Web Vitals: LCP, INP, CLS, FCP and TTFB), how long it stayed open, and which of our forms, if any, you started filling in. Nothing you type is sent.",
        "If you send a form on the same day, the message is linked to that day's visit: the page you arrived on, where you came from, the campaign, and the pages you looked at before writing to us.",
        "The individual page views and measurements are deleted after 90 days. Only daily totals (such as visitors per page per day, kept up to date as the day goes on) are kept after that, and they contain nothing about any one person.",
      ],
    },
    {
      id: "your-rights",
      heading: "Seeing, correcting or deleting your information",
      paragraphs: [
        "You can ask us at any time for a copy of what we hold about you, to correct it, or to delete it. Write to {email} from the address you used in the form, so we can be sure the request comes from you. We reply within 30 days, and there is no charge.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and tracking",
      paragraphs: [
        "This website sets no cookies. It uses no third-party analytics, advertising or tracking scripts, and it does not load fonts or other files from third-party servers while you browse. The visits it counts itself are described above.",
        "Like any website, our server briefly processes your IP address to deliver pages to you and to block abusive traffic, such as someone sending hundreds of forms a minute.",
      ],
    },
    {
      id: "security",
      heading: "Keeping it safe",
      paragraphs: [
        "The website is served over an encrypted connection (HTTPS), forms are checked before anything is stored, and access to stored messages is limited to the people who need it.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "If we change how we handle your information, we will update this page and the date at the top. If the change is significant, we will tell the people on our careers list by e-mail.",
      ],
    },
  ],
  contact: {
    heading: "Questions about your privacy?",
    body: "Write to us or call during office hours. We are happy to explain anything on this page.",
  },
} satisfies LegalPageContent;
