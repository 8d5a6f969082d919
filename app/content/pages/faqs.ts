import { paths } from "~/lib/paths";
import type { FaqsPageContent } from "~/schema/faq";

export const faqsPage = {
  seo: {
    title: "FAQs",
    description:
      "Answers to common questions about visiting our office, our digital-marketing and web-development services, costs and project timelines.",
  },
  hero: {
    eyebrow: "FAQs",
    title: "About Us",
    intro: "Straight answers to the questions clients ask us most often.",
  },
  intro: {
    eyebrow: "Before you ask",
    heading: "Questions we hear every week",
    paragraphs: [
      "{companyName} is a software house and digital-marketing agency in Islamabad. Before a project starts, clients usually want to know how we work, what things cost and how long they take.",
      "We have gathered the most common questions here. If yours is not answered, write to us or call: a real person replies, usually the same working day.",
    ],
    image: "faq-illustration",
    imageAlt: "A question bubble answered by a reply bubble, with our office hours and days.",
  },
  questions: {
    heading: "Frequently asked questions",
    tagline: "Choose a topic, then open any question to read its answer.",
    tabsLabel: "FAQ topics",
    tabs: [
      {
        label: "General",
        items: [
          {
            question: "Can I visit your office to discuss my project?",
            answer:
              "Yes, you are welcome to. Our office is open {openingHours}, and the coffee is on us. Let us know when you plan to come so the right people are there to meet you.",
          },
          {
            question: "Do you offer digital marketing services, and what do they cost?",
            answer:
              "Yes. We offer digital marketing services including pay-per-click advertising (PPC), search engine optimization (SEO) and social media marketing. Charges vary from project to project, so contact us with your goals and we will send you a quotation.",
          },
        ],
      },
      {
        label: "App development",
        items: [],
        empty: {
          text: "No questions here yet. Have one about app development? Ask us and we will answer it.",
          linkLabel: "Ask us a question",
          href: paths.contactUs,
        },
      },
      {
        label: "Web Development",
        items: [
          {
            question: "Can you upgrade my existing website?",
            answer:
              "Yes. We can upgrade your existing website, including updating its design and software, fixing errors, and adding new features or editing the ones you already have.",
          },
          {
            question: "How much does a website cost?",
            answer:
              "The cost is not fixed. It depends on the scope of the project, the features you need and the workload involved. If you take more than one of our services, we offer a discount.",
          },
          {
            question: "How long does it take to build a website from scratch?",
            answer:
              "It varies with the size and complexity of the website. We agree the timeline with you before the project starts, so you know when to expect each stage and the launch.",
          },
        ],
      },
    ],
  },
  cta: {
    heading: "Still have a question?",
    body: "Write to us or call during office hours. A real person replies, usually the same working day.",
    label: "Contact Us",
    href: paths.contactUs,
  },
} satisfies FaqsPageContent;
