import { describe, expect, it } from "vitest";
import { identity } from "@contracts/identity";
import { breadcrumbsFor, pageMeta } from "./page-meta";
import { jobPostingJsonLd, serviceJsonLd, type JsonLd } from "./structured-data";

const jsonLdOf = (meta: ReturnType<typeof pageMeta>) =>
  meta.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as JsonLd] : []));
const typesOf = (meta: ReturnType<typeof pageMeta>) =>
  jsonLdOf(meta).map((block) => block["@type"]);

const seo = (title: string) => ({
  title,
  description: "A description long enough to be a real meta description for this page.",
});

describe("site-wide structured data", () => {
  it("gives the home page Organization and WebSite, and no breadcrumbs", () => {
    expect(typesOf(pageMeta({ seo: seo("Home"), path: "/" }))).toEqual(["Organization", "WebSite"]);
  });

  it("gives inner pages Organization and a BreadcrumbList named after the SEO title", () => {
    const meta = pageMeta({ seo: seo("About Us"), path: "/about-us" });
    expect(typesOf(meta)).toEqual(["Organization", "BreadcrumbList"]);
    const crumbs = jsonLdOf(meta)[1]?.itemListElement as Array<Record<string, unknown>>;
    expect(crumbs).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${identity.siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "About Us", item: `${identity.siteUrl}/about-us` },
    ]);
  });

  it("describes the company in full on the home page only; inner pages name it by its @id", () => {
    const [home] = jsonLdOf(pageMeta({ seo: seo("Home"), path: "/" }));
    const [inner] = jsonLdOf(pageMeta({ seo: seo("About Us"), path: "/about-us" }));
    expect(home).toMatchObject({ legalName: identity.legalName, contactPoint: expect.any(Array) });
    expect(inner).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": home?.["@id"],
      name: identity.companyName,
      url: home?.url,
    });
  });

  it("adds LocalBusiness on the contact page", () => {
    expect(typesOf(pageMeta({ seo: seo("Contact Us"), path: "/contact-us" }))).toEqual([
      "Organization",
      "LocalBusiness",
      "BreadcrumbList",
    ]);
  });

  it("puts service pages under Services and portfolio pages under Portfolio", () => {
    expect(breadcrumbsFor("/cyber-security", "Cyber Security").map((crumb) => crumb.name)).toEqual([
      "Home",
      "Services",
      "Cyber Security",
    ]);
    expect(breadcrumbsFor("/uiux-portfolio", "UI/UX").map((crumb) => crumb.path)).toEqual([
      "/",
      "/portfolio",
      "/uiux-portfolio",
    ]);
  });

  it("appends page-specific blocks and leaves noindex pages bare", () => {
    const service = serviceJsonLd({
      name: "Cyber Security",
      description: "Audits and hardening.",
      path: "/cyber-security",
    });
    expect(
      typesOf(pageMeta({ seo: seo("Cyber Security"), path: "/cyber-security", jsonLd: [service] })),
    ).toEqual(["Organization", "BreadcrumbList", "Service"]);
    expect(typesOf(pageMeta({ seo: seo("Not found"), path: "/404", noIndex: true }))).toEqual([]);
  });
});

describe("entities", () => {
  const [organization] = jsonLdOf(pageMeta({ seo: seo("Home"), path: "/" }));
  const [, localBusiness] = jsonLdOf(pageMeta({ seo: seo("Contact Us"), path: "/contact-us" }));

  it("describes the company from the identity configuration", () => {
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: identity.companyName,
      email: identity.email,
      telephone: identity.phones.contact.e164,
      address: { "@type": "PostalAddress", addressLocality: "Islamabad", addressCountry: "PK" },
      sameAs: Object.values(identity.social),
    });
  });

  it("opens the office 10:00-19:00, Monday to Friday", () => {
    expect(localBusiness?.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
          (day) => `https://schema.org/${day}`,
        ),
        opens: "10:00",
        closes: "19:00",
      },
    ]);
    expect(localBusiness?.["@type"]).not.toBe("ProfessionalService");
  });

  it("links a Service to the Organization that provides it", () => {
    const service = serviceJsonLd({
      name: "SEO",
      description: "Rankings.",
      path: "/search-engine-optimization",
    });
    expect(service.provider).toEqual({ "@id": organization?.["@id"] });
    expect(service.url).toBe(`${identity.siteUrl}/search-engine-optimization`);
  });
});

describe("an opening's JobPosting", () => {
  const company = { name: "Bluecrest Digital", address: identity.address };
  const opening = {
    title: "Flutter Developer",
    description: "Build apps.",
    path: "/careers/flutter-developer",
    datePosted: "2026-11-16",
    closes: "2027-03-31",
    type: "Full time",
  };

  it("names the role, its dates, its kind of work, the company and the office", () => {
    const posting = jobPostingJsonLd({ ...opening, remote: false, company });
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "Flutter Developer",
      datePosted: "2026-11-16",
      validThrough: "2027-03-31",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Bluecrest Digital" },
      jobLocation: { address: { addressLocality: identity.address.locality } },
    });
    expect(posting).not.toHaveProperty("jobLocationType");
  });

  it("says a remote role is done from anywhere in the company's country", () => {
    const posting = jobPostingJsonLd({ ...opening, type: "Contract", remote: true, company });
    expect(posting).toMatchObject({
      employmentType: "CONTRACTOR",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: identity.address.countryName },
    });
    expect(posting).not.toHaveProperty("jobLocation");
  });
});
