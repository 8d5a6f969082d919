import type { IncomingHttpHeaders } from "node:http";
import { isbot } from "isbot";

/**
 * Which answered page requests are counted as page views (decision 0115): a GET (not a HEAD)
 * from a browser that says what it is, not a crawler (isbot) and not a prefetch or a prerender,
 * which no one may ever look at. The caller counts only pages answered 200 or 304.
 */

/** Longer user agents are no browser's (real ones are under 300 characters): not counted. */
const maxUserAgentLength = 512;

/**
 * A speculative load: Sec-Purpose (Chromium's and Firefox's current `prefetch`, `prefetch;prerender`),
 * Purpose (older Chromium), X-Moz (older Firefox), X-Purpose (Safari's `preview` of top sites).
 */
export function isPrefetch(headers: IncomingHttpHeaders) {
  const said = (name: string) => {
    const value = headers[name];
    return typeof value === "string" ? value.toLowerCase() : "";
  };
  const purpose = said("sec-purpose");
  return (
    purpose.includes("prefetch") ||
    purpose.includes("prerender") ||
    said("purpose") === "prefetch" ||
    said("x-moz") === "prefetch" ||
    ["preview", "prefetch"].includes(said("x-purpose"))
  );
}

/** The user agent of a request that counts as a view, or undefined when it does not count. */
export function countedUserAgent(request: {
  method: string;
  headers: IncomingHttpHeaders;
}): string | undefined {
  if (request.method !== "GET") return undefined;
  const userAgent = request.headers["user-agent"];
  if (!userAgent || userAgent.length > maxUserAgentLength || isbot(userAgent)) return undefined;
  return isPrefetch(request.headers) ? undefined : userAgent;
}
