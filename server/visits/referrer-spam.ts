import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Referrer spam: sites that send fake page views with their own address as the referrer, so
 * that it shows among the owner's sources. The list is Matomo's community list of referrer
 * spammers (referrer-spam.txt beside this file, one host per line, public domain; how to
 * refresh it: docs/analytics.md). As in Matomo, a listed host covers its subdomains too.
 */
export function referrerSpamList(text: string) {
  const hosts = new Set(
    text
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== "" && !line.startsWith("#")),
  );
  return {
    size: hosts.size,
    /** True when the host (`www.semalt.com`) or a parent domain of it (`semalt.com`) is listed. */
    lists(host: string): boolean {
      let name = host.toLowerCase();
      for (;;) {
        if (hosts.has(name)) return true;
        const dot = name.indexOf(".");
        if (dot < 0) return false;
        name = name.slice(dot + 1);
      }
    },
  };
}

export type ReferrerSpamList = ReturnType<typeof referrerSpamList>;

/**
 * The list shipped with the server, read once. By the folder's path, not a URL: a test under
 * jsdom gives modules an http: import.meta.url, which readFileSync refuses.
 */
export const shippedReferrerSpam = referrerSpamList(
  readFileSync(path.join(import.meta.dirname, "referrer-spam.txt"), "utf8"),
);
