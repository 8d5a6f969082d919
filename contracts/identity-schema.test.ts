import { describe, expect, it } from "vitest";
import { identity } from "./identity";
import { identitySchema, placeholderFields } from "./identity-schema";

describe("identity", () => {
  it("ships valid, obviously fictional defaults", () => {
    expect(identitySchema.safeParse(identity).success).toBe(true);
    expect(placeholderFields(identity)).toEqual(
      expect.arrayContaining(["companyName", "email", "siteUrl", "phones.contact.e164"]),
    );
  });

  it("keeps the quote modal's phone different from the contact phone", () => {
    expect(identity.phones.quote.e164).not.toBe(identity.phones.contact.e164);
  });

  it("reports no placeholders once every field is real", () => {
    const real = {
      ...identity,
      companyName: "Real Co",
      legalName: "Real Co (Private) Limited",
      logo: { src: "/brand/logo.svg", alt: "Real Co" },
      phones: {
        contact: { display: "+92 51 111 222", e164: "+9251111222" },
        quote: { display: "+92 300 1112223", e164: "+923001112223" },
      },
      email: "hello@realco.pk",
      address: { ...identity.address, street: "Plot 1, Blue Area" },
      social: {
        facebook: "https://www.facebook.com/realco",
        linkedin: "https://www.linkedin.com/company/realco",
        instagram: "https://www.instagram.com/realco",
      },
      products: [
        { label: "HR", href: "https://hr.realco.pk/" },
        { label: "Listings", href: "https://listings.realco.pk/" },
      ],
      siteUrl: "https://www.realco.pk",
    };
    expect(identitySchema.safeParse(real).success).toBe(true);
    expect(placeholderFields(real)).toEqual([]);
  });

  it("rejects a malformed phone number and a site URL with a trailing slash", () => {
    const bad = {
      ...identity,
      phones: { ...identity.phones, quote: { display: "call us", e164: "0300-123" } },
      siteUrl: "https://www.realco.pk/",
    };
    const result = identitySchema.safeParse(bad);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["phones.quote.e164", "siteUrl"]));
  });

  it.each([
    "//evil.example/logo.png",
    "/\\evil.example/logo.png",
    "/brand/../logo.svg",
    "/",
    "https://evil.example/logo.png",
  ])("refuses a logo at %s: only a file of the site's own", (src) => {
    const result = identitySchema.safeParse({ ...identity, logo: { ...identity.logo, src } });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["logo.src", expect.stringMatching(/site's own/)],
    ]);
  });

  it("ships the autoresponder off, and refuses an unknown placeholder or a two-line subject", () => {
    expect(identity.autoresponder.enabled).toBe(false);
    const bad = {
      ...identity,
      autoresponder: { enabled: true, subject: "Hi {nmae}\nBcc: x@y.z", text: "Dear {firstname}" },
    };
    const result = identitySchema.safeParse(bad);
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["autoresponder.subject", "autoresponder.text"]));
    expect(paths?.filter((path) => path === "autoresponder.subject")).toHaveLength(2);
  });
});
