import { describe, expect, it } from "vitest";
import { createAddressCounter } from "./address-counter";
import { countLinks } from "./links";
import { createNearDuplicates } from "./near-duplicates";
import { createTimeTokens, stampTimeTokens, tokenSlot } from "./time-token";
import { loadConfig } from "../config";
import { createSpamFilter, defaultMinFillMs, type SpamInput, type SpamVerdict } from "./verdict";

const settings = { minFillMs: defaultMinFillMs, maxLinks: 3, addressMax: 5, emailMax: 3 };
const t0 = Date.UTC(2026, 0, 1);
const longMessage = "We would like a new website for our bakery with online ordering please.";

const clean: SpamVerdict = { status: "new", spamReason: null, suspectReason: null };
const suspect = (suspectReason: string): SpamVerdict => ({
  status: "new",
  spamReason: null,
  suspectReason,
});
const quarantined = (spamReason: string): SpamVerdict => ({
  status: "spam",
  spamReason,
  suspectReason: null,
});

function filter() {
  const tokens = createTimeTokens(Buffer.alloc(32, 7));
  const spam = createSpamFilter(settings, tokens);
  const post = (overrides: Partial<SpamInput> = {}, now = t0 + 10_000) =>
    spam.check(
      {
        form: "contact",
        honeypot: "",
        timeToken: tokens.issue(t0),
        address: "203.0.113.9",
        email: "ali@example.com",
        message: "Hello",
        ...overrides,
      },
      now,
    );
  return { tokens, post };
}

describe("the honeypot", () => {
  it("quarantines a filled honeypot on its own: the one strong signal", async () => {
    expect(await filter().post({ honeypot: "http://spam.example" })).toEqual(
      quarantined("honeypot"),
    );
  });
  it("lets a blank one pass", async () => {
    expect(await filter().post({ honeypot: "   " })).toEqual(clean);
  });
});

/**
 * Real people with the browser's autofill, whose quickest posts set each form's minimum: the age is
 * from the page being served to the post arriving.
 */
const people = [
  { who: "a newsletter sign-up, e-mail autofilled, Enter", form: "newsletter", ms: 700 },
  { who: "a newsletter sign-up with a password manager's fill", form: "newsletter", ms: 450 },
  { who: "a contact form, autofill and one typed line", form: "contact", ms: 2000 },
  { who: "a contact form, autofill and a pasted line", form: "contact", ms: 1300 },
  { who: "the quote dialog opened, autofill, service chosen", form: "quote", ms: 1800 },
] as const;

describe("the time token", () => {
  it.each(people)("sends $who ($ms ms) as a clean lead", async ({ form, ms }) => {
    expect(await filter().post({ form }, t0 + ms)).toEqual(clean);
  });
  it("flags, but does not quarantine, a post quicker than a person sends that form", async () => {
    expect(await filter().post({ form: "newsletter" }, t0 + 150)).toEqual(
      suspect("sent 0.1 s after the page opened"),
    );
    expect(await filter().post({ form: "contact" }, t0 + 900)).toEqual(
      suspect("sent 0.9 s after the page opened"),
    );
    expect(await filter().post({ form: "quote" }, t0 + 1100)).toEqual(
      suspect("sent 1.1 s after the page opened"),
    );
  });
  it("flags a post with no token: every page of this server sends one", async () => {
    expect(await filter().post({ timeToken: undefined })).toEqual(
      suspect("sent without the page's time token"),
    );
    expect(await filter().post({ timeToken: "" })).toEqual(
      suspect("sent without the page's time token"),
    );
  });
  it("flags a forged, tampered or expired token like a missing one: every server has the key", async () => {
    const { tokens, post: postFrom } = filter();
    // Each post its own sender, so that no rate adds to what the token says.
    let senders = 0;
    const post = (overrides: Partial<SpamInput>, now?: number) =>
      postFrom(
        { address: `198.51.100.${++senders}`, email: `p${senders}@example.com`, ...overrides },
        now,
      );
    const real = tokens.issue(t0 + 9_900);
    const [issued = "", mac = ""] = real.split(".");
    const bad = suspect("sent with a forged or expired time token");
    expect(await post({ timeToken: "zzz" })).toEqual(bad);
    expect(await post({ timeToken: "abc.AAAAAAAAAAAAAAAAAAAAAA" })).toEqual(bad);
    // A bot cannot make its token look old: changing the time breaks the signature.
    const older = (parseInt(issued, 36) - 60_000).toString(36);
    expect(tokens.age(`${older}.${mac}`, t0 + 10_000)).toBeUndefined();
    expect(await post({ timeToken: `${older}.${mac}` })).toEqual(bad);
    expect(await post({ timeToken: real })).toEqual(suspect("sent 0.1 s after the page opened"));
    // Another key's token, and one of this key over a week old, say nothing of the post's speed.
    expect(createTimeTokens(Buffer.alloc(32, 8)).age(real, t0 + 10_000)).toBeUndefined();
    expect(await post({}, t0 + 8 * 24 * 3_600_000)).toEqual(bad);
  });
  it("quarantines a bad token with another weak signal, as a missing one", async () => {
    const message = "https://a.io https://b.io https://c.io https://d.io";
    expect(await filter().post({ timeToken: "1.AAAAAAAAAAAAAAAAAAAAAA", message })).toEqual(
      quarantined("bad time token, links"),
    );
  });
  it("quarantines two weak signals together", async () => {
    const message = "https://a.io https://b.io https://c.io https://d.io";
    expect(await filter().post({ message }, t0 + 200)).toEqual(quarantined("too fast, links"));
    expect(await filter().post({ timeToken: undefined, message })).toEqual(
      quarantined("no time token, links"),
    );
  });
  it("stamps a token for every form into the page, outside the forms", () => {
    const html =
      '<html><body><form data-form="contact" method="post"><input name="a"></form><form method="post" data-form="newsletter"></form></body></html>';
    expect(tokenSlot(html)).toMatchObject({
      formIds: ["form-t1", "form-t2"],
      after: "</body></html>",
    });
    const stamped = stampTimeTokens(html, "abc.def");
    expect(stamped).toContain('<form id="form-t1" data-form="contact"');
    expect(stamped).toContain('<form id="form-t2" method="post" data-form="newsletter"');
    expect(stamped).toMatch(
      /<\/form><input type="hidden" name="_t" value="abc.def" form="form-t1"><input type="hidden" name="_t" value="abc.def" form="form-t2"><\/body>/,
    );
    expect(stampTimeTokens("<p>no form</p>", "x")).toBe("<p>no form</p>");
    expect(tokenSlot("<p>no form</p>")).toBeUndefined();
  });
  it("ties a token to a form's own id, and to a form the browser renders later", () => {
    const page =
      '<body><form id="contact-form" data-form="contact"></form><div data-island="QuoteDialog" data-off-page=""></div></body>';
    const offPage =
      '<div data-island="QuoteDialog" data-off-page=""><form id="quote-form" data-form="quote"></form></div>';
    const stamped = stampTimeTokens(page, "abc.def", offPage);
    expect(stamped).toContain('<form id="contact-form" data-form="contact">');
    expect(stamped).toMatch(
      /<input type="hidden" name="_t" value="abc.def" form="contact-form"><input type="hidden" name="_t" value="abc.def" form="quote-form"><\/body>$/,
    );
    // A page whose only form is off-page still gets its token.
    expect(tokenSlot("<body><p>text</p></body>", offPage)?.formIds).toEqual(["quote-form"]);
    expect(tokenSlot("<body><p>text</p></body>", "<div>no form</div>")).toBeUndefined();
  });
});

describe("the link count", () => {
  it("counts schemes, www and bare domains with a path", () => {
    expect(countLinks("see https://a.example and http://b.example, www.c.example, d.com/x")).toBe(
      4,
    );
    expect(countLinks("no links, just e.g. a sentence. Version 2.0")).toBe(0);
    expect(countLinks(null)).toBe(0);
  });
  it("flags more than three links", async () => {
    const message = "https://a.io https://b.io https://c.io https://d.io";
    expect(await filter().post({ message })).toEqual(suspect("4 links in the message"));
    expect(await filter().post({ message: "https://a.io https://b.io https://c.io" })).toEqual(
      clean,
    );
  });
});

describe("near-duplicates", () => {
  it("flags the same message from another sender, whatever its spacing and case", async () => {
    const { post } = filter();
    expect(await post({ message: longMessage, email: "a@example.com" })).toEqual(clean);
    expect(
      await post({
        message: `  ${longMessage.toUpperCase().replace(/ /g, "  ")}!!`,
        email: "b@example.com",
        address: "198.51.100.1",
      }),
    ).toEqual(suspect("the same message came from another sender"));
  });
  it("leaves short messages and the same sender alone", () => {
    const duplicates = createNearDuplicates();
    expect(duplicates.seen("Call me", "a", t0)).toBe(false);
    expect(duplicates.seen("Call me", "b", t0)).toBe(false);
    expect(duplicates.seen(longMessage, "a", t0)).toBe(false);
    expect(duplicates.seen(longMessage, "a", t0 + 1)).toBe(false);
  });
  it("forgets after the window and stays bounded", () => {
    const duplicates = createNearDuplicates({ windowMs: 1000, maxEntries: 2 });
    expect(duplicates.seen(longMessage, "a", t0)).toBe(false);
    expect(duplicates.seen(longMessage, "b", t0 + 2000)).toBe(false);
    duplicates.seen(`${longMessage} one`, "x", t0 + 2000);
    duplicates.seen(`${longMessage} two`, "x", t0 + 2000);
    // The first entry was pushed out by the bound: no longer remembered.
    expect(duplicates.seen(longMessage, "c", t0 + 2001)).toBe(false);
  });
});

describe("per-address and per-e-mail limits", () => {
  it("flags posts from one address above the limit", async () => {
    const { post } = filter();
    for (let i = 0; i < settings.addressMax; i++)
      expect(await post({ email: `p${i}@example.com` })).toEqual(clean);
    expect(await post({ email: "next@example.com" })).toEqual(
      suspect("6 posts from one address in 10 minutes"),
    );
    expect(await post({ address: "198.51.100.7" })).toEqual(clean);
  });
  it("counts an address's posts in a sliding window", () => {
    const counter = createAddressCounter({ windowMs: 1000 });
    expect(counter.hit("a", t0)).toBe(1);
    expect(counter.hit("a", t0 + 500)).toBe(2);
    expect(counter.hit("a", t0 + 1200)).toBe(2);
    expect(counter.hit("a", t0 + 5000)).toBe(1);
  });
  it("drops only the posts that left the window, however many the address sent", () => {
    const counter = createAddressCounter({ windowMs: 1000 });
    for (let i = 0; i < 500; i++) counter.hit("busy", t0 + i);
    expect(counter.hit("other", t0 + 600)).toBe(1);
    // At t0 + 1250 the posts sent at t0 .. t0 + 250 are a full window old.
    expect(counter.hit("busy", t0 + 1250)).toBe(500 - 251 + 1);
    expect(counter.hit("busy", t0 + 1250)).toBe(251);
    expect(counter.hit("busy", t0 + 2250)).toBe(1);
  });
  it("flags an e-mail address's posts above its hourly limit, from any address", async () => {
    const { post } = filter();
    for (let i = 0; i < settings.emailMax; i++)
      expect(await post({ address: `198.51.100.${i}` }, t0 + 10_000 + i)).toEqual(clean);
    expect(await post({ address: "198.51.100.99", email: "ALI@example.com" })).toEqual(
      suspect("4 posts from this e-mail in an hour"),
    );
    expect(await post({ address: "198.51.100.98" }, t0 + 10_000 + 3_600_000 + 10)).toEqual(clean);
  });
});

describe("settings", () => {
  it("has defaults and reads the environment", () => {
    expect(loadConfig({}).spam).toEqual(settings);
    expect(loadConfig({ SPAM_ADDRESS_MAX: "100" }).spam.addressMax).toBe(100);
    expect(loadConfig({ SPAM_MIN_FILL_MS_QUOTE: "2000" }).spam.minFillMs).toEqual({
      ...defaultMinFillMs,
      quote: 2000,
    });
    expect(() => loadConfig({ SPAM_MAX_LINKS: "-1" })).toThrow(/SPAM_MAX_LINKS/);
  });
});
