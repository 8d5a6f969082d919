import { describe, expect, it } from "vitest";
import { validateForm } from "@contracts/forms";
import { recordVisit, visitFields, visitOf } from "./attribution";

/** A Storage of its own per test (jsdom's sessionStorage is shared by the file). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const site = "https://www.agency.test";

describe("the visit's attribution", () => {
  it("keeps the first page with its query, the referrer's origin only, and the utm values", () => {
    const storage = memoryStorage();
    recordVisit(
      `${site}/services/web-design?utm_source=news&utm_campaign=launch&utm_medium=email`,
      "https://mail.example.net/inbox/secret-thread?id=42",
      storage,
    );
    expect(Object.fromEntries(visitFields(storage))).toEqual({
      _first_page: "/services/web-design?utm_source=news&utm_campaign=launch&utm_medium=email",
      _referrer: "https://mail.example.net",
      _utm_source: "news",
      _utm_medium: "email",
      _utm_campaign: "launch",
    });
  });

  it("records only the first page of a visit: a second page changes nothing", () => {
    const storage = memoryStorage();
    recordVisit(`${site}/?utm_source=news&utm_campaign=launch`, "", storage);
    recordVisit(`${site}/contact-us?utm_source=other`, `${site}/`, storage);
    const fields = Object.fromEntries(visitFields(storage));
    expect(fields._first_page).toBe("/?utm_source=news&utm_campaign=launch");
    expect(fields._utm_source).toBe("news");
    expect(fields._utm_campaign).toBe("launch");
  });

  it("takes the landing page from the referrer when the landing page left before recording", () => {
    const storage = memoryStorage();
    recordVisit(`${site}/contact-us`, `${site}/?utm_source=news&utm_campaign=launch`, storage);
    expect(Object.fromEntries(visitFields(storage))).toEqual({
      _first_page: "/?utm_source=news&utm_campaign=launch",
      _utm_source: "news",
      _utm_campaign: "launch",
    });
  });

  it("drops a same-origin or non-web referrer", () => {
    expect(visitOf(new URL(`${site}/about-us`), `${site}/`).referrer).toBeNull();
    expect(visitOf(new URL(`${site}/about-us`), "android-app://com.example/").referrer).toBeNull();
    expect(visitOf(new URL(`${site}/about-us`), "").referrer).toBeNull();
  });

  it("drops values the contract would not keep, and keeps the path when the query is too long", () => {
    const visit = visitOf(
      new URL(`${site}/faqs?utm_source=${"x".repeat(201)}&utm_term=a%00b&pad=${"y".repeat(600)}`),
      "",
    );
    expect(visit.firstPage).toBe("/faqs");
    expect(visit.utmSource).toBeNull();
    expect(visit.utmTerm).toBeNull();
  });

  it("reads stored values back through the contract and survives garbage in storage", () => {
    const storage = memoryStorage();
    storage.setItem(
      "visit",
      JSON.stringify({ firstPage: "//evil.example/", utmSource: "\u202eok" }),
    );
    expect(visitFields(storage)).toEqual([]);
    storage.setItem("visit", "{not json");
    expect(visitFields(storage)).toEqual([]);
    expect(visitFields(undefined)).toEqual([]);
  });

  it("never throws when storage refuses to write", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(() => recordVisit(`${site}/`, "", storage)).not.toThrow();
  });
});

describe("the attribution fields in the form contract", () => {
  const base = { name: "Ali Raza", email: "ali@example.com" };

  it("maps the hidden fields to the submission's visit", () => {
    const result = validateForm("contact", {
      ...base,
      _page: "/contact-us",
      _first_page: "/?utm_source=news",
      _referrer: "https://Search.Example.net",
      _utm_source: "news",
      _utm_campaign: "launch",
    });
    expect(result.ok && result.data.visit).toEqual({
      firstPage: "/?utm_source=news",
      referrer: "https://search.example.net",
      utmSource: "news",
      utmMedium: null,
      utmCampaign: "launch",
      utmTerm: null,
      utmContent: null,
    });
  });

  it("drops a bad value instead of refusing the lead", () => {
    const result = validateForm("quote", {
      ...base,
      _first_page: "https://evil.example/",
      _referrer: "https://search.example.net/path?q=secret",
      _utm_source: "a\r\nBcc: victim@example.net",
      _utm_medium: "x".repeat(201),
      _utm_campaign: "\u0000",
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.values(result.data.visit).every((v) => v === null)).toBe(true);
  });
});
