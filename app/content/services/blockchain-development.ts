import type { ServiceContent } from "~/schema/service";

export const blockchainDevelopment = {
  id: "blockchain-development",
  seo: {
    title: "Blockchain Development",
    description:
      "Smart contracts, token systems, NFT platforms and supply-chain ledgers, audited and built on Ethereum, Polygon and Hyperledger.",
  },
  hero: {
    eyebrow: "Services",
    title: "Blockchain Development",
    intro:
      "Smart contracts and ledgers designed for trust, audited before a single transaction runs.",
  },
  art: {
    frame: "dashboard",
    icon: "blocks",
    title: "Contract activity, mainnet",
    chips: [
      { icon: "file-check", label: "Audit: 0 critical issues" },
      { icon: "link", label: "Block 19,204,311 confirmed" },
    ],
  },
  intro: {
    eyebrow: "Web3 engineering",
    heading: "Blockchain where it genuinely adds trust",
    paragraphs: [
      "Blockchain is the right tool when several parties who do not fully trust each other need to share a record that nobody can quietly change. We build smart contracts, token systems, digital certificates and supply-chain ledgers for exactly those situations, and we will tell you plainly when a conventional database would serve you better.",
      "Security comes first. Contracts are written in Solidity or Rust with well-audited libraries, covered by automated tests and fuzzing, reviewed internally and prepared for an independent audit before deployment, because code on a public chain cannot simply be patched after launch.",
    ],
    facts: [
      { label: "Smart contract MVP", value: "6 to 10 weeks" },
      { label: "Networks", value: "Ethereum, Polygon, BNB Chain" },
      { label: "Private ledgers", value: "Permissioned, on Hyperledger" },
    ],
    stack: ["Solidity", "Hardhat", "Foundry", "OpenZeppelin", "ethers.js", "Hyperledger Fabric"],
  },
  whyItMatters: {
    heading: "Why blockchain matters",
    lead: "Used well, a shared ledger removes the need to reconcile, re-check and simply trust.",
    points: [
      {
        heading: "Records nobody can rewrite",
        detail:
          "Every transaction is time-stamped and permanent, which makes disputes and tampering far harder.",
      },
      {
        heading: "Rules enforced by code",
        detail:
          "Smart contracts pay out, transfer or release assets automatically when agreed conditions are met.",
      },
      {
        heading: "Transparency for partners",
        detail:
          "Suppliers, auditors and customers can verify the same data without access to your private systems.",
      },
    ],
  },
  features: [
    {
      heading: "Smart contracts built to be trusted",
      subheading: "Security engineering for code that handles real value",
      details:
        "We model every contract's states and permissions before writing it, keep logic as simple as the use case allows, and test it far beyond the happy path: unit tests, property-based fuzzing and simulated attacks on a forked mainnet. Upgrade paths, admin keys and emergency pauses are designed deliberately and documented for your team.",
      cards: [
        {
          icon: "file-text",
          heading: "Contract design",
          detail:
            "Clear specifications of roles, states and limits, agreed before development begins.",
        },
        {
          icon: "bug",
          heading: "Testing and fuzzing",
          detail:
            "Hardhat and Foundry test suites that probe edge cases and known attack patterns.",
        },
        {
          icon: "key",
          heading: "Key management",
          detail:
            "Multi-signature wallets and hardware keys for admin actions, never a single hot wallet.",
        },
      ],
    },
    {
      heading: "Applications people can actually use",
      subheading: "Web3 without the jargon for your end users",
      details:
        "A secure contract is only useful if customers can use it. We build web and mobile front ends that hide complexity: social and email logins with embedded wallets, sponsored gas fees, clear transaction prompts and dashboards that read on-chain data in plain language.",
      cards: [
        {
          icon: "wallet",
          heading: "Wallet onboarding",
          detail:
            "Email and social sign-in with embedded wallets, alongside MetaMask and WalletConnect for experienced users.",
        },
        {
          icon: "coins",
          heading: "Tokens and NFTs",
          detail:
            "Loyalty points, digital certificates and collectibles on ERC-20, ERC-721 and ERC-1155 standards.",
        },
        {
          icon: "network",
          heading: "Supply-chain tracking",
          detail:
            "Permissioned ledgers that trace goods from source to shelf, verifiable by partners and buyers.",
        },
      ],
    },
  ],
  whatWeDo: {
    heading: "What do we do for you",
    lead: "A careful path from idea to a live, audited system.",
    items: [
      {
        heading: "Validate the use case",
        detail:
          "We test whether blockchain truly adds value, choose the right network and estimate running costs.",
      },
      {
        heading: "Build and secure",
        detail:
          "Contracts, back end and front end are developed together, with testing and internal review at every step.",
      },
      {
        heading: "Audit and launch",
        detail:
          "We support the independent audit, deploy through a checklist and monitor contracts after launch.",
      },
    ],
  },
  expectations: {
    heading: "What can you expect",
    lead: "Included in every blockchain engagement.",
    left: [
      "Feasibility and network recommendation",
      "Technical specification of contracts",
      "Tokenomics review where relevant",
      "Smart contract development",
      "Automated test and fuzzing suite",
      "Testnet deployment for review",
    ],
    right: [
      "Web or mobile front end",
      "Wallet and payment integration",
      "Audit preparation and support",
      "Mainnet deployment checklist",
      "Monitoring and incident runbook",
      "Documentation and handover",
    ],
    closing:
      "We do not launch tokens for speculation or give investment advice; we build infrastructure for businesses with a clear, lawful use case.",
  },
  closing: {
    heading: "Exploring a blockchain idea?",
    detail:
      "Share your use case. We will give you a frank feasibility view, a suggested network and a ballpark budget, free of charge.",
  },
} satisfies ServiceContent;
