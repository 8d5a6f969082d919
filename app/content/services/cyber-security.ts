import type { ServiceContent } from "./service-schema";

export const cyberSecurity = {
  id: "cyber-security",
  seo: {
    title: "Cyber Security",
    description:
      "Security audits, penetration testing, hardening and monitoring for websites, apps and office networks, with clear fixes ranked by risk.",
  },
  hero: {
    eyebrow: "Services",
    title: "Cyber Security",
    intro: "Find the weak spots before attackers do, and fix them in order of risk.",
  },
} satisfies ServiceContent;
