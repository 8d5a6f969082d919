import type { ServiceContent } from "~/schema/service";

export const arvrDevelopment = {
  id: "arvr-development",
  seo: {
    title: "AR/VR App Development",
    description:
      "Augmented and virtual reality apps for retail, real estate, training and events: try-before-you-buy, virtual tours and immersive lessons.",
  },
  hero: {
    eyebrow: "Services",
    title: "AR/VR App Development",
    intro:
      "Augmented and virtual reality experiences that let customers try, tour and learn before they buy.",
  },
  art: {
    frame: "phone",
    icon: "cube",
    title: "Place the sofa in your room",
    chips: [
      { icon: "rotate-3d", label: "360° product view" },
      { icon: "glasses", label: "Quest 3 build ready" },
    ],
  },
  intro: {
    eyebrow: "Immersive experiences",
    heading: "Let customers step inside before they commit",
    paragraphs: [
      "Augmented reality places products in a customer's own room through their phone camera; virtual reality puts a trainee or buyer inside a space that does not exist yet. We design and build both, for retail, real estate, education, healthcare training and events, using Unity, Unreal Engine and web-based AR that runs without an app download.",
      "Our 3D artists create optimised models from your product photos, CAD files or floor plans, and our developers make sure the experience runs smoothly on mid-range phones and standalone headsets such as Meta Quest, not only on high-end devices.",
    ],
    facts: [
      { label: "Prototype", value: "4 to 6 weeks" },
      { label: "Devices", value: "Phones, tablets, headsets" },
      { label: "Delivery", value: "App stores or the web" },
    ],
    stack: ["Unity", "Unreal Engine", "ARKit", "ARCore", "WebXR", "Blender", "Meta Quest"],
  },
  whyItMatters: {
    heading: "Why AR and VR matter",
    lead: "Immersive experiences answer the questions photos cannot: how big is it, how does it feel, what is it like to be there.",
    points: [
      {
        heading: "Fewer returns",
        detail:
          "Seeing a product at true scale in their own space gives buyers confidence and cuts size-related returns.",
      },
      {
        heading: "Sell before it is built",
        detail:
          "Virtual tours let property buyers walk through apartments while the building is still under construction.",
      },
      {
        heading: "Safer, cheaper training",
        detail:
          "Staff rehearse risky or expensive procedures in VR as often as they need, without equipment or danger.",
      },
    ],
  },
  features: [
    {
      heading: "From 3D model to memorable experience",
      subheading: "Art, interaction and performance designed together",
      details:
        "Immersive projects fail when beautiful models stutter on real devices. Our artists and engineers work side by side, balancing detail against frame rate from the first prototype, and we test with real users to make sure interactions feel natural to people who have never used AR or VR before.",
      cards: [
        {
          icon: "cube",
          heading: "3D modelling",
          detail:
            "Realistic, lightweight models built from photos, CAD drawings or floor plans, with accurate scale and materials.",
        },
        {
          icon: "smartphone",
          heading: "Mobile and web AR",
          detail:
            "Try-on and placement experiences that open from a link or QR code, with no install required.",
        },
        {
          icon: "glasses",
          heading: "VR for headsets",
          detail:
            "Training simulations and virtual tours for Meta Quest and PC VR, with comfort settings built in.",
        },
      ],
    },
  ],
  benefits: {
    heading: "Where immersive tech pays off",
    tagline: "Six ways our clients use AR and VR today.",
    cards: [
      {
        icon: "store",
        heading: "Retail try-before-you-buy",
        detail:
          "Furniture, décor and appliances previewed in the customer's room at true size and colour.",
      },
      {
        icon: "building",
        heading: "Real estate tours",
        detail:
          "Walk-throughs of unbuilt apartments and commercial spaces, shareable with overseas buyers.",
      },
      {
        icon: "graduation-cap",
        heading: "Education and training",
        detail:
          "Interactive lessons and simulations that improve retention compared with slides and videos.",
      },
      {
        icon: "orbit",
        heading: "Product demonstrations",
        detail:
          "Exploded views and animations that explain complex machinery at trade shows and on sales calls.",
      },
      {
        icon: "calendar",
        heading: "Events and activations",
        detail:
          "Branded AR filters and VR booths that draw crowds and collect leads at exhibitions.",
      },
      {
        icon: "map",
        heading: "Wayfinding and tourism",
        detail: "Location-based AR guides that bring heritage sites, campuses and malls to life.",
      },
    ],
  },
  expectations: {
    heading: "What can you expect",
    lead: "Every immersive project includes the following.",
    left: [
      "Concept and storyboard workshop",
      "3D asset creation and optimisation",
      "Interactive prototype for testing",
      "",
      "User testing with real participants",
    ],
    right: [
      "Performance tuning for target devices",
      "Analytics on usage and engagement",
      "Store or web publishing",
      "Source project files handed over",
    ],
    closing:
      "Not sure whether AR or VR suits your idea? Our prototype phase answers that quickly, before you commit to a full build.",
  },
  closing: {
    heading: "Imagine your product in your customer's hands",
    detail:
      "Tell us what you want people to see, try or learn. We will suggest the right mix of AR, VR or 3D and a realistic budget.",
  },
} satisfies ServiceContent;
