import type { ServiceContent } from "./service-schema";

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
} satisfies ServiceContent;
