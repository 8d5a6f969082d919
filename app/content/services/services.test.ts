import { describe, expect, it } from "vitest";
import { serviceIds } from "~/lib/paths";
import { services } from "./";
import { serviceSchema } from "~/schema/service";

/** Every string in a content value, with where it sits. */
function strings(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      strings(item, path ? `${path}.${key}` : key),
    );
  return [];
}

describe("service content", () => {
  it("has one valid entry per service page", () => {
    expect(Object.keys(services).sort()).toEqual([...serviceIds].sort());
    for (const id of serviceIds) {
      const result = serviceSchema.safeParse(services[id]);
      expect(result.success, `${id}: ${result.error?.message}`).toBe(true);
      expect(services[id].id).toBe(id);
    }
  });

  it("never repeats a paragraph or card text across (or within) services", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const id of serviceIds) {
      // Sentences and paragraphs: anything long enough to be copy rather than a label.
      for (const [path, text] of strings(services[id])) {
        if (text.length < 40) continue;
        const where = `${id}.${path}`;
        const earlier = seen.get(text);
        if (earlier) repeats.push(`"${text.slice(0, 60)}..." in ${earlier} and ${where}`);
        else seen.set(text, where);
      }
    }
    expect(repeats).toEqual([]);
    expect(seen.size).toBeGreaterThan(12 * 20);
  });

  it("does not repeat a heading or checklist item within one page", () => {
    for (const id of serviceIds) {
      const texts = strings(services[id])
        .filter(([path]) => !/^(?:id|quoteService|seo|hero|art)\b/.test(path))
        .map(([, text]) => text)
        .filter((text) => text.trim() !== "" && text.length >= 12);
      const duplicates = texts.filter((text, index) => texts.indexOf(text) !== index);
      expect(duplicates, id).toEqual([]);
    }
  });

  it("varies the optional blocks across pages", () => {
    const count = (key: "benefits" | "whatWeDo" | "expectations") =>
      serviceIds.filter((id) => services[id][key]).length;
    for (const key of ["benefits", "whatWeDo", "expectations"] as const) {
      expect(count(key), key).toBeGreaterThan(0);
      expect(count(key), key).toBeLessThan(serviceIds.length);
    }
  });

  it("gives only custom website development the platform cards, with nine lines each", () => {
    const withPlatforms = serviceIds.filter((id) => services[id].platforms);
    expect(withPlatforms).toEqual(["custom-website-development"]);
    const platforms = services["custom-website-development"].platforms;
    expect(platforms?.cards.map((card) => card.platform)).toEqual([
      "wordpress",
      "react",
      "laravel",
    ]);
    expect(platforms?.lines).toEqual([
      "Responsive Design",
      "Theming",
      "Development",
      "Design",
      "Consulting",
      "Strategy",
      "Integration",
      "Migrations & Upgrades",
      "Support & Maintenance",
    ]);
    expect(services["custom-website-development"].comparisons).toHaveLength(2);
  });

  it("pre-selects the quote option of the services the quote form offers", () => {
    expect(services["website-design"].quoteService).toBe("web-design");
    expect(services["custom-website-development"].quoteService).toBe("costum-website-development");
    expect(services["e-commerce-development"].quoteService).toBe("e-commerce-development");
    expect(services["paid-advertising"].quoteService).toBe("paid-advertising");
    expect(services["social-media-marketing"].quoteService).toBe("social-media-marketing");
    expect(services["cyber-security"].quoteService).toBeUndefined();
  });
});
