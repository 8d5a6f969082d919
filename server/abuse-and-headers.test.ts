import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "@tests/support/test-server";

let sent = 0;
/** A different message each time, so none is taken for a replay of another. */
const submission = () => {
  const body = new FormData();
  body.append("name", "Flood Tester");
  body.append("email", "flood@example.com");
  body.append("message", `Message ${++sent}`);
  return body;
};

describe("rate limit per client", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: "3", TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = (client: string, accept = "application/json") =>
    fetch(`${server.url}/api/forms/contact`, {
      method: "POST",
      body: submission(),
      headers: { accept, "x-forwarded-for": client },
      redirect: "manual",
    });

  it("accepts the allowed number, answers the flood with 429 JSON and stores only the accepted", async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => send("203.0.113.7")));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    const limited = responses.find((response) => response.status === 429);
    expect(limited?.headers.get("content-type")).toContain("application/json");
    expect(limited?.headers.get("retry-after")).toMatch(/^\d+$/);
    const body = await limited?.json();
    expect(body.errors[0].code).toBe("TOO_MANY_REQUESTS");
    expect(await server.app.store.countLeads()).toBe(3);

    // A plain post past the limit gets the form's page back with the failure notice.
    const plain = await send("203.0.113.7", "text/html");
    expect(plain.status).toBe(429);
    expect(plain.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await plain.text()).toContain('<p id="contact-error-failed">');

    // Pages are never limited, and another client still gets through.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await send("198.51.100.20")).status).toBe(200);
    expect(await server.app.store.countLeads()).toBe(4);
  });
});

describe("security headers", () => {
  let direct: Awaited<ReturnType<typeof startTestServer>>;
  let proxied: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    direct = await startTestServer();
    proxied = await startTestServer({ TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it("sends HSTS only when the request came over HTTPS", async () => {
    const plain = await fetch(`${direct.url}/`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    // An untrusted client cannot claim HTTPS.
    const spoofed = await fetch(`${direct.url}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(spoofed.headers.get("strict-transport-security")).toBeNull();
    const viaProxy = await fetch(`${proxied.url}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(viaProxy.headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    const proxiedHttp = await fetch(`${proxied.url}/`, {
      headers: { "x-forwarded-proto": "http" },
    });
    expect(proxiedHttp.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends the protective headers on pages and on form answers alike", async () => {
    for (const response of [
      await fetch(`${direct.url}/contact-us`),
      await fetch(`${direct.url}/api/forms/contact`, {
        method: "POST",
        body: submission(),
        headers: { accept: "application/json" },
      }),
      await fetch(`${direct.url}/api/forms/nope`, { method: "POST" }),
    ]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain("unsafe");
      // What would only repeat default-src is left to fall back to it; images add the favicon's
      // data URI and nothing else (the favicon in the page: no request before the largest paint).
      expect(csp).not.toMatch(/(font|manifest|connect)-src/);
      expect(csp).toMatch(/(^|; )img-src 'self' data:(;|$)/);
    }
  });

  it("allows a configured external form endpoint in connect-src and form-action only", async () => {
    const external = await startTestServer({}, { formOrigins: ["https://formspree.io"] });
    try {
      const csp = (await fetch(`${external.url}/contact-us`)).headers.get(
        "content-security-policy",
      );
      expect(csp).toContain("connect-src 'self' https://formspree.io");
      expect(csp).toContain("form-action 'self' https://formspree.io");
      expect(csp).toMatch(/script-src 'self'(;| 'sha256)/);
      expect(csp?.match(/formspree/g)).toHaveLength(2);
    } finally {
      await external.close();
    }
  });

  it("never caches form answers", async () => {
    const response = await fetch(`${direct.url}/api/forms/contact`, {
      method: "POST",
      body: submission(),
      headers: { accept: "application/json" },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
