import type { ServiceContent } from "~/schema/service";

export const aiDevelopment = {
  id: "ai-development",
  seo: {
    title: "AI Development",
    description:
      "AI development for real business problems: chat assistants, document processing, recommendations and forecasts built on your own data.",
  },
  hero: {
    eyebrow: "Services",
    title: "AI Development",
    intro:
      "Practical AI that answers customers, reads documents and forecasts demand from your own data.",
  },
  art: {
    frame: "browser",
    icon: "bot",
    title: "Ask the policy assistant",
    chips: [
      { icon: "scan-text", label: "42 invoices extracted" },
      { icon: "sparkles", label: "Answer cites 3 sources" },
    ],
  },
  intro: {
    eyebrow: "Artificial intelligence",
    heading: "AI that earns its place in your workflow",
    paragraphs: [
      "We build AI features that solve specific, measurable problems: assistants that answer customer and staff questions from your own documents, pipelines that read invoices and forms, recommendation engines for online stores and forecasts that help you plan stock and staffing. Each project begins with a narrow use case and a clear definition of what good looks like.",
      "We work with hosted models such as OpenAI and Anthropic as well as open-source models you can run on your own servers when data must stay in-house. Every system is evaluated against real examples before launch, and its answers are logged so quality can be reviewed and improved over time.",
    ],
    facts: [
      { label: "Proof of concept", value: "3 to 5 weeks" },
      { label: "Data", value: "Stays in your accounts" },
      { label: "Models", value: "Hosted or self-hosted" },
    ],
    stack: ["Python", "OpenAI", "Anthropic", "LangChain", "pgvector", "PyTorch", "FastAPI"],
  },
  whyItMatters: {
    heading: "Why AI matters now",
    lead: "The tools have matured. The businesses that apply them carefully are already working faster than their competitors.",
    points: [
      {
        heading: "Hours back every week",
        detail:
          "Repetitive reading, sorting and typing tasks can be automated, freeing skilled staff for work that needs judgement.",
      },
      {
        heading: "Answers around the clock",
        detail:
          "Assistants handle routine questions at midnight and on Sundays, and hand complex cases to a person.",
      },
      {
        heading: "Decisions from data",
        detail:
          "Forecasts and recommendations surface patterns in sales and operations that spreadsheets hide.",
      },
    ],
  },
  features: [
    {
      heading: "Assistants grounded in your knowledge",
      subheading: "Retrieval-augmented generation that cites its sources",
      details:
        "A generic chatbot guesses; a grounded assistant looks up the answer. We index your policies, manuals, product data and past tickets, then build an assistant that answers from them, shows where each answer came from and admits when it does not know. It can live on your website, in WhatsApp or inside internal tools.",
      cards: [
        {
          icon: "message",
          heading: "Customer assistants",
          detail:
            "Answer product, order and policy questions instantly, and pass the conversation to staff when needed.",
        },
        {
          icon: "database",
          heading: "Internal knowledge search",
          detail:
            "Let staff ask questions of handbooks, contracts and wikis in plain English or Urdu.",
        },
        {
          icon: "languages",
          heading: "Multilingual replies",
          detail:
            "Understand and respond in English, Urdu and Roman Urdu, the way your customers actually write.",
        },
      ],
    },
    {
      heading: "Automation and prediction",
      subheading: "Machine learning applied to the work you already do",
      details:
        "Beyond chat, AI shines at structured, repetitive work. We build pipelines that extract fields from scanned documents, classify and route emails, detect anomalies in transactions and forecast demand from your sales history, each wired into your existing systems so results land where your team already works.",
      cards: [
        {
          icon: "scan-text",
          heading: "Document processing",
          detail:
            "Invoices, receipts, ID cards and forms turned into structured data with human review for low-confidence fields.",
        },
        {
          icon: "chart-line",
          heading: "Demand forecasting",
          detail:
            "Sales and seasonality models that suggest stock levels and staffing weeks in advance.",
        },
        {
          icon: "workflow",
          heading: "Smart routing",
          detail:
            "Emails, tickets and leads classified and sent to the right person automatically.",
        },
      ],
    },
  ],
  benefits: {
    heading: "How we make AI projects succeed",
    tagline: "Most AI pilots stall. These habits are why ours reach production.",
    cards: [
      {
        icon: "target",
        heading: "One clear use case",
        detail:
          "We start narrow, with a task, a baseline and a target, instead of a vague mandate to use AI.",
      },
      {
        icon: "clipboard-check",
        heading: "Evaluation first",
        detail:
          "A test set of real examples measures accuracy before launch and after every change.",
      },
      {
        icon: "lock",
        heading: "Privacy by design",
        detail:
          "Sensitive data is masked or kept on your servers, and vendors never train on your information.",
      },
      {
        icon: "user-check",
        heading: "People in the loop",
        detail:
          "Uncertain cases go to a human reviewer, and their corrections improve the system over time.",
      },
      {
        icon: "coins",
        heading: "Costs under control",
        detail: "Model choice, caching and usage limits keep monthly running costs predictable.",
      },
      {
        icon: "plug",
        heading: "Fits your systems",
        detail:
          "Integrations with your CRM, ERP, helpdesk or website, so AI results appear where work happens.",
      },
    ],
  },
  whatWeDo: {
    heading: "What do we do for you",
    lead: "From idea to a system your team relies on.",
    items: [
      {
        heading: "Find the right problem",
        detail: "A discovery session ranks candidate use cases by value, data readiness and risk.",
      },
      {
        heading: "Prove it works",
        detail:
          "A short proof of concept on your own data shows real accuracy and cost before you commit further.",
      },
      {
        heading: "Put it into production",
        detail:
          "We harden, integrate, monitor and hand over the system, with training for the people who use it.",
      },
    ],
  },
  closing: {
    heading: "Have a task you wish a machine could do?",
    detail:
      "Describe it in a few sentences. We will tell you honestly whether AI is a good fit, and what a first proof of concept would involve.",
  },
} satisfies ServiceContent;
