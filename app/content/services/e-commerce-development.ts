import type { ServiceContent } from "~/schema/service";

export const eCommerceDevelopment = {
  id: "e-commerce-development",
  seo: {
    title: "E-commerce Development",
    description:
      "Online stores on Shopify, WooCommerce and custom stacks with local payment gateways, courier integration and stock that stays in sync.",
  },
  hero: {
    eyebrow: "Services",
    title: "E-commerce Website Development",
    intro: "Online stores that load fast, take local and international payments and ship on time.",
  },
  quoteService: "e-commerce-development",
  art: {
    frame: "browser",
    icon: "cart",
    title: "Checkout in three steps",
    chips: [
      { icon: "credit-card", label: "Payment confirmed" },
      { icon: "truck", label: "Courier booked" },
    ],
  },
  intro: {
    eyebrow: "Online stores",
    heading: "A store that sells while you sleep",
    paragraphs: [
      "We build online stores on Shopify, WooCommerce and custom Laravel or Next.js stacks, chosen by the size of your catalogue, your budget and how much control you need. Each store ships with local payment options such as cash on delivery, JazzCash, Easypaisa and bank cards, plus courier booking that turns an order into a tracking number without copy and paste.",
      "Behind the storefront we connect the parts that usually live in spreadsheets: stock levels across branches, order status messages on WhatsApp and email, discount rules and sales reports. The result is a store your team can run every day without calling a developer.",
    ],
    facts: [
      { label: "Typical build", value: "6 to 12 weeks" },
      { label: "Payments", value: "COD, wallets and cards" },
      { label: "Catalogue", value: "From 20 to 20,000 products" },
    ],
    stack: ["Shopify", "WooCommerce", "Laravel", "Next.js", "Stripe", "JazzCash", "Easypaisa"],
  },
  whyItMatters: {
    heading: "Why a well-built store matters",
    lead: "Shoppers abandon slow, confusing stores in seconds. Small details decide whether a cart becomes an order.",
    points: [
      {
        heading: "Speed sells",
        detail:
          "Every second of loading time on a phone costs conversions; our stores are tuned to pass Core Web Vitals.",
      },
      {
        heading: "Trust at checkout",
        detail:
          "Familiar payment methods, clear delivery charges and visible return policies remove the doubts that stop an order.",
      },
      {
        heading: "Less manual work",
        detail:
          "Automated stock, courier and notification flows free your team to pack, ship and answer customers.",
      },
    ],
  },
  features: [
    {
      heading: "Storefronts designed to convert",
      subheading: "From product page to thank-you page in as few taps as possible",
      details:
        "Product pages carry what buyers look for: sharp photos, size guides, stock status, delivery estimates and reviews. Search and filters handle large catalogues, and a short guest checkout with saved addresses keeps mobile shoppers from giving up halfway.",
      cards: [
        {
          icon: "search",
          heading: "Search and filters",
          detail:
            "Instant search with typo tolerance and filters for size, colour, price and brand across the whole catalogue.",
        },
        {
          icon: "cart",
          heading: "One-page checkout",
          detail:
            "Guest checkout, address autofill and delivery charges shown before payment, not as a surprise at the end.",
        },
        {
          icon: "star",
          heading: "Reviews and social proof",
          detail:
            "Verified reviews with photos, plus bestseller and low-stock badges that nudge undecided shoppers.",
        },
      ],
    },
    {
      heading: "Operations that run themselves",
      subheading: "Orders, stock and deliveries connected end to end",
      details:
        "When an order lands, stock updates across every channel, the courier is booked, the customer gets a tracking link and your team sees it in one dashboard. Returns, refunds and cash-on-delivery reconciliation are handled in the same place, so month-end no longer means a week of spreadsheets.",
      cards: [
        {
          icon: "package",
          heading: "Inventory sync",
          detail:
            "Stock counts shared between your store, branches and marketplaces so you never sell what you do not have.",
        },
        {
          icon: "truck",
          heading: "Courier integration",
          detail:
            "Bookings, airway bills and tracking with leading local couriers generated straight from the order screen.",
        },
        {
          icon: "mail",
          heading: "Order notifications",
          detail:
            "Confirmation, dispatch and delivery messages by email, SMS or WhatsApp, sent automatically at each step.",
        },
      ],
    },
  ],
  benefits: {
    heading: "Everything a growing store needs",
    tagline: "Six capabilities that come standard with every store we launch.",
    cards: [
      {
        icon: "wallet",
        heading: "Local and global payments",
        detail:
          "Cash on delivery, mobile wallets, bank transfer and international cards, each tested with live orders.",
      },
      {
        icon: "smartphone",
        heading: "Mobile-first design",
        detail:
          "Most orders arrive from phones, so layouts, buttons and images are designed for thumbs first.",
      },
      {
        icon: "tags",
        heading: "Promotions engine",
        detail:
          "Coupons, bundles, free-shipping thresholds and flash sales scheduled without touching code.",
      },
      {
        icon: "trending-up",
        heading: "Search visibility",
        detail:
          "Clean URLs, product schema and fast pages help your products appear in Google Shopping and search.",
      },
      {
        icon: "dashboard",
        heading: "Sales dashboard",
        detail:
          "Daily revenue, best sellers, abandoned carts and returning customers on one screen.",
      },
      {
        icon: "shield-check",
        heading: "Secure and compliant",
        detail:
          "SSL, fraud screening, daily backups and PCI-compliant gateways keep customer data and payments safe.",
      },
    ],
  },
  expectations: {
    heading: "What can you expect",
    lead: "From the first call to your first hundred orders, this is included.",
    left: [
      "Platform recommendation with costs",
      "Custom storefront design",
      "Product import from spreadsheets",
      "Payment gateway setup and testing",
      "Courier and shipping rules",
      "Tax, delivery and return policies",
      "Order and stock notifications",
    ],
    right: [
      "Google Analytics and Meta pixel",
      "Product schema and sitemap",
      "Speed optimisation on mobile",
      "Staff training session",
      "Launch-day monitoring",
      "Sixty days of post-launch support",
    ],
    closing:
      "If you already sell on Daraz, Instagram or WhatsApp, we move your catalogue and customers across without losing a single order.",
  },
  closing: {
    heading: "Ready to open your online store?",
    detail:
      "Share your product range and where you sell today. We will recommend a platform and send a fixed-price estimate within two working days.",
  },
} satisfies ServiceContent;
