import { describe, expect, it } from "vitest";
import { countedUserAgent, isPrefetch } from "./counted-request";

const chrome =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const get = (headers: Record<string, string>, method = "GET") => ({ method, headers });

describe("which page requests are counted", () => {
  it("counts a browser's GET", () => {
    expect(countedUserAgent(get({ "user-agent": chrome }))).toBe(chrome);
  });

  it("counts no HEAD, POST or request without a user agent", () => {
    expect(countedUserAgent(get({ "user-agent": chrome }, "HEAD"))).toBeUndefined();
    expect(countedUserAgent(get({ "user-agent": chrome }, "POST"))).toBeUndefined();
    expect(countedUserAgent(get({}))).toBeUndefined();
    expect(countedUserAgent(get({ "user-agent": `${chrome} ${"x".repeat(600)}` }))).toBeUndefined();
  });

  it("counts no crawler, monitor or script", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "curl/8.5.0",
      "python-requests/2.31.0",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
    ])
      expect(countedUserAgent(get({ "user-agent": agent })), agent).toBeUndefined();
  });

  it("counts no prefetch or prerender, whichever header says so", () => {
    const prefetches: Array<Record<string, string>> = [
      { "sec-purpose": "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
      { "sec-purpose": "Prefetch; anonymous-client-ip" },
      { purpose: "prefetch" },
      { "x-moz": "prefetch" },
      { "x-purpose": "preview" },
      { "x-purpose": "prefetch" },
    ];
    for (const headers of prefetches) {
      expect(isPrefetch(headers), JSON.stringify(headers)).toBe(true);
      expect(countedUserAgent(get({ "user-agent": chrome, ...headers }))).toBeUndefined();
    }
    expect(isPrefetch({ purpose: "navigate", "x-purpose": "other" })).toBe(false);
  });
});
