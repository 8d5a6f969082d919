import type { ServiceContent } from "~/schema/service";

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
  art: {
    frame: "dashboard",
    icon: "shield-check",
    title: "Security posture overview",
    chips: [
      { icon: "lock", label: "TLS and headers: A+" },
      { icon: "radar", label: "24/7 uptime watch" },
    ],
  },
  intro: {
    eyebrow: "Security",
    heading: "Security that fits the size of your business",
    paragraphs: [
      "Most breaches at small and mid-sized companies do not involve sophisticated hackers. They start with a reused password, an outdated plugin, an exposed admin panel or a phishing email. We find these gaps in your websites, applications, cloud accounts and office network, and close them in order of real risk to your business.",
      "Every assessment ends with a plain-language report: what we found, how an attacker could use it, how urgent it is and exactly how to fix it. We can apply the fixes ourselves or work alongside your IT team, then retest to confirm each issue is closed.",
    ],
    facts: [
      { label: "Assessment", value: "1 to 3 weeks" },
      { label: "Method", value: "OWASP and CIS based" },
      { label: "Retest", value: "Included after fixes" },
    ],
    stack: ["OWASP ZAP", "Burp Suite", "Nmap", "Cloudflare", "Wazuh", "Microsoft 365 Defender"],
  },
  whyItMatters: {
    heading: "Why cyber security matters",
    lead: "A single incident can cost more than years of prevention, in money, downtime and reputation.",
    points: [
      {
        heading: "Attacks are automated",
        detail:
          "Bots scan the whole internet for known weaknesses every day; small businesses are found just as quickly as large ones.",
      },
      {
        heading: "Customers expect care",
        detail:
          "Clients and partners increasingly ask how you protect their data before they sign a contract.",
      },
      {
        heading: "Downtime is expensive",
        detail:
          "Ransomware and defacement stop sales, bookings and operations until systems are restored.",
      },
    ],
  },
  features: [
    {
      heading: "Assess: see yourself as an attacker would",
      subheading: "Testing that goes beyond automated scanner reports",
      details:
        "Our consultants combine automated scanning with manual testing of your websites, APIs and mobile apps, following the OWASP testing guide. We check authentication, access control, input handling, configuration and third-party components, and we review cloud and email settings where most real-world incidents begin.",
      cards: [
        {
          icon: "bug",
          heading: "Penetration testing",
          detail:
            "Manual, authorised testing of web apps, APIs and mobile apps to find exploitable flaws.",
        },
        {
          icon: "scan-search",
          heading: "Vulnerability scanning",
          detail:
            "Scheduled scans of servers and websites catch newly disclosed weaknesses as soon as they appear.",
        },
        {
          icon: "cloud",
          heading: "Cloud configuration review",
          detail:
            "AWS, Azure, Google Workspace and Microsoft 365 settings checked against security benchmarks.",
        },
      ],
    },
    {
      heading: "Protect and monitor",
      subheading: "Turning findings into lasting defences",
      details:
        "Fixing today's issues is only half the job. We harden servers and applications, put a web application firewall in front of public sites, enforce multi-factor sign-in, set up backups that are tested, and monitor logs so unusual activity raises an alert instead of going unnoticed for months.",
      cards: [
        {
          icon: "fingerprint",
          heading: "Identity and access",
          detail:
            "Multi-factor authentication, least-privilege roles and offboarding checklists for every system.",
        },
        {
          icon: "shield-alert",
          heading: "Firewall and hardening",
          detail:
            "WAF rules, secure headers and hardened server configuration that block common attacks outright.",
        },
        {
          icon: "activity",
          heading: "Monitoring and alerts",
          detail:
            "Centralised logs and alerts for suspicious logins, file changes and traffic spikes, reviewed daily.",
        },
      ],
    },
  ],
  whatWeDo: {
    heading: "What do we do for you",
    lead: "A security programme in three practical steps.",
    items: [
      {
        heading: "Assess the risk",
        detail:
          "We map your systems, test them and rank every finding by likelihood and business impact.",
      },
      {
        heading: "Fix what matters first",
        detail:
          "Critical issues are closed within days, with the rest scheduled in a realistic remediation plan.",
      },
      {
        heading: "Train and monitor",
        detail:
          "Staff learn to spot phishing, and ongoing monitoring keeps watch for anything new.",
      },
    ],
  },
  expectations: {
    heading: "What can you expect",
    lead: "Every security engagement includes these deliverables.",
    left: [
      "Scoping call and written authorisation",
      "Asset inventory of what we test",
      "Manual and automated testing",
      "Findings ranked by risk",
      "Step-by-step remediation guide",
    ],
    right: [
      "Executive summary for management",
      "Debrief call with your team",
      "Retest of fixed issues",
      "Phishing awareness session",
      "Confidential handling of all data",
    ],
    closing:
      "All testing is carried out only with your written permission, within an agreed scope and at times that do not disrupt your business.",
  },
  closing: {
    heading: "Not sure how exposed you are?",
    detail:
      "Start with an external security snapshot of your website and email domain. We will send a short report of the most urgent risks we find.",
  },
} satisfies ServiceContent;
