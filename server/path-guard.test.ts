import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxUrlLength, urlVerdict } from "./path-guard";
import { normalizePagePath } from "./site-pages";
import { startTestServer } from "@tests/support/test-server";

/** A hostile path: `/x`, some 16,000 slashes, `x` (150 ms of backtracking before the guard). */
const longSlashRun = `/x${"/".repeat(16_000)}x`;

describe("the path guard", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses an overlong URL with 414 before any page lookup, and keeps serving", async () => {
    const overlong = [
      longSlashRun,
      `/${"a".repeat(maxUrlLength)}`,
      `/?q=${"a".repeat(maxUrlLength)}`,
    ];
    for (const url of overlong) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url.slice(0, 20)).toBe(414);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json().errors[0].code).toBe("BAD_REQUEST");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
    // Over the wire it is answered before Fastify (client-errors.ts), with the same answer and
    // headers, and the server answers the next visitor as before.
    const wire = await fetch(`${server.url}${longSlashRun}`);
    expect(wire.status).toBe(414);
    expect(wire.headers.get("cache-control")).toBe("no-store");
    expect(wire.headers.get("x-content-type-options")).toBe("nosniff");
    expect(wire.headers.get("content-security-policy")).toContain("default-src");
    expect(wire.headers.get("connection")).toBe("close");
    expect(((await wire.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe(
      "BAD_REQUEST",
    );
    // Any method: a form post to an overlong URL is refused the same way and stores nothing.
    const before = await server.app.store.countLeads();
    const post = await fetch(`${server.url}/api/forms/contact?${"q".repeat(maxUrlLength)}`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: "name=Ali&email=ali@example.com&message=Hello",
    });
    expect(post.status).toBe(414);
    expect(await server.app.store.countLeads()).toBe(before);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it("answers malformed paths (runs of slashes, backslashes, encoded slashes) with the 404 page", async () => {
    for (const url of [
      "/x//x",
      "//contact-us",
      "/contact-us//",
      `/x${"/".repeat(200)}x`,
      "/assets//x.js",
      "/a\\b",
      "/%2fcontact-us",
      "/a%5Cb",
    ]) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain("Unexpected Application Error!");
    }
    const api = await server.app.inject({ method: "POST", url: "/api//forms/contact" });
    expect(api.statusCode).toBe(404);
    expect(api.headers["content-type"]).toContain("application/json");
    // One trailing slash is still another spelling of a page, not a malformed path.
    const slash = await server.app.inject({ url: "/contact-us/?a=1//b" });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe("/contact-us?a=1//b");
  });
});

describe("urlVerdict and the page lookup's normalisation", () => {
  it("reads a URL with string operations only: too long, malformed or fine", () => {
    expect(urlVerdict("/contact-us?ref=x")).toBe("ok");
    expect(urlVerdict("/?next=//a")).toBe("ok");
    expect(urlVerdict(longSlashRun)).toBe("too-long");
    expect(urlVerdict("/a//b")).toBe("malformed");
    expect(urlVerdict("/A%2Fb")).toBe("malformed");
    expect(urlVerdict("/a\\b")).toBe("malformed");
    expect(urlVerdict(`/${"a".repeat(maxUrlLength - 1)}`)).toBe("ok");
  });

  it("strips trailing slashes and folds letter case without a regular expression", () => {
    expect(normalizePagePath("/Services/")).toBe("/services");
    expect(normalizePagePath("/")).toBe("/");
    expect(normalizePagePath("///")).toBe("/");
    expect(normalizePagePath(longSlashRun)).toBe(longSlashRun.toLowerCase());
    expect(normalizePagePath(`/a${"/".repeat(16_000)}`)).toBe("/a");
    expect(normalizePagePath.toString()).not.toMatch(/replace\(|\/\+\$/);
  });
});
