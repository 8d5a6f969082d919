import { describe, expect, it } from "vitest";
import { hostName, siteHosts } from "./site-hosts";
import { referrerSpamList, shippedReferrerSpam } from "./referrer-spam";

describe("the hosts a view is counted for", () => {
  it("reads a Host header's name without port, case or final dot; nothing else is one", () => {
    expect(hostName("WWW.Example.com:8080")).toBe("www.example.com");
    expect(hostName("www.example.com.")).toBe("www.example.com");
    expect(hostName("[::1]:3000")).toBe("[::1]");
    for (const bad of [undefined, "", "a b", "user@example.com", "example.com/path", "[zz]"])
      expect(hostName(bad)).toBeNull();
  });

  it("are the site URL's, the server's HOST unless a wildcard, and loopback", () => {
    expect([...siteHosts("https://www.bluecrest.example", "0.0.0.0")].sort()).toEqual([
      "127.0.0.1",
      "[::1]",
      "localhost",
      "www.bluecrest.example",
    ]);
    expect(siteHosts("https://www.bluecrest.example", "10.1.2.3").has("10.1.2.3")).toBe(true);
    expect(siteHosts("https://www.bluecrest.example", "fd00::5").has("[fd00::5]")).toBe(true);
    expect(siteHosts("https://www.bluecrest.example", "::").has("[::]")).toBe(false);
  });
});

describe("the referrer spam list", () => {
  it("lists a host and its subdomains, not a host that only ends alike", () => {
    const list = referrerSpamList("# a comment\nsemalt.com\n\nspam.tumblr.example\n");
    expect(list.size).toBe(2);
    expect(list.lists("semalt.com")).toBe(true);
    expect(list.lists("WWW.Semalt.com")).toBe(true);
    expect(list.lists("notsemalt.com")).toBe(false);
    expect(list.lists("spam.tumblr.example")).toBe(true);
    expect(list.lists("tumblr.example")).toBe(false);
  });

  it("ships Matomo's list", () => {
    expect(shippedReferrerSpam.size).toBeGreaterThan(1_000);
    for (const spammer of ["semalt.com", "darodar.com", "buttons-for-website.com"])
      expect(shippedReferrerSpam.lists(spammer)).toBe(true);
    expect(shippedReferrerSpam.lists("www.google.com")).toBe(false);
  });
});
