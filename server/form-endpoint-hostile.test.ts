import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validationMessages } from "@contracts/forms";
import { startTestServer, newestLeads, sqliteDb } from "@tests/support/test-server";

/**
 * The form endpoint against what a hostile or careless client sends, on the real server and a
 * real SQLite file: redirects and page paths it must not follow, failures that store nothing,
 * slow bodies, forged proxy headers, wrong methods, invisible text; and the contract of JSON
 * bodies, replays and a storage that is down (503).
 */

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const json = { accept: "application/json" };
let unique = 0;
const lead = (overrides: Record<string, string> = {}) => ({
  name: "Ali Raza",
  email: "ali@example.agency",
  message: `Hello ${++unique}`,
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MAX: "10000" });
});
afterAll(async () => {
  await server?.close();
});

const stored = () => server.app.store.countLeads();
const post = (
  form: string,
  body: BodyInit | undefined,
  headers: Record<string, string> = json,
  target = server,
) =>
  fetch(`${target.url}/api/forms/${form}`, { method: "POST", body, headers, redirect: "manual" });

/** A request exactly as written (fetch would normalise the path). */
function rawRequest(
  target: Server,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
) {
  const { port } = new URL(target.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          method: options.method ?? "GET",
          path: options.path,
          headers: options.headers,
        },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on("error", reject);
      request.end(options.body);
    },
  );
}

/** Bytes written to a socket as given; resolves with everything read until the server closes. */
function rawSocket(target: Server, text: string) {
  const { port } = new URL(target.url);
  return new Promise<string>((resolve) => {
    const socket = net.connect(Number(port), "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve(answer));
    socket.on("error", () => resolve(answer));
  });
}

describe("no open redirect from the Referer", () => {
  it("answers an invalid no-JS post with its page, never a Location taken from the Referer", async () => {
    const response = await post("contact", new URLSearchParams({ name: "A", email: "x" }), {
      accept: "text/html",
      referer: "https://site//evil.com/x",
    });
    expect(response.headers.get("location")).toBeNull();
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("<h1>Contact Us</h1>");
  });

  it("ignores a _page that is not one of the site's pages", async () => {
    const response = await post(
      "contact",
      new URLSearchParams({ name: "A", email: "x", _page: "//evil.com/x" }),
      { accept: "text/html" },
    );
    expect(response.status).toBe(422);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).toContain("<h1>Contact Us</h1>");
  });
});

describe("no page under //host/... or other spellings of a slash", () => {
  it.each(["//evil.com/contact-us", "/%2Fevil.com/contact-us", "/contact-us%2f", "/%5Cevil.com"])(
    "answers GET %s with 404",
    async (path) => {
      const response = await rawRequest(server, { path });
      expect(response.status).toBe(404);
      expect(response.body).not.toContain("<h1>Contact Us</h1>");
    },
  );

  it("answers a path with a backslash with 404", async () => {
    const response = await rawRequest(server, { path: "/\\evil.com/contact-us" });
    expect(response.status).toBe(404);
  });
});

describe("a failure answer means nothing was stored", () => {
  it.each([
    ["json", json],
    ["html", { accept: "text/html" }],
  ])("refuses a non-ASCII _next before storing (%s)", async (_kind, headers) => {
    const before = await stored();
    const response = await post(
      "contact",
      new URLSearchParams({ ...lead(), _next: "/thanks?ü=☃" }),
      headers,
    );
    expect(response.status).toBe(422);
    expect(await stored()).toBe(before);
  });

  it("refuses a _next that is not a page of the site", async () => {
    const before = await stored();
    const response = await post("contact", JSON.stringify(lead({ _next: "/nowhere" })), {
      ...json,
      "content-type": "application/json",
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors[0]).toMatchObject({ field: "_next" });
    expect(await stored()).toBe(before);
  });
});

describe("slow bodies time out", () => {
  let slow: Server;
  beforeAll(async () => {
    slow = await startTestServer({
      RATE_LIMIT_MAX: "10000",
      HEADERS_TIMEOUT_MS: "1000",
      REQUEST_TIMEOUT_MS: "1500",
    });
  });
  afterAll(async () => {
    await slow?.close();
  });

  /** Sends the headers and then one byte now and then, never finishing the body. */
  function trickle(target: Server) {
    const { port } = new URL(target.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    let answer = "";
    const timer = setInterval(() => socket.writable && socket.write("a"), 200);
    const done = new Promise<string>((resolve) => {
      socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
      socket.on("close", () => {
        clearInterval(timer);
        resolve(answer);
      });
      socket.on("error", () => undefined);
    });
    socket.write(
      "POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\n" +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\nname=",
    );
    return { done, destroy: () => socket.destroy() };
  }

  it(
    "cuts a trickled body off with a 408 carrying the security headers",
    { timeout: 20_000 },
    async () => {
      const answer = await trickle(slow).done;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer.toLowerCase()).toContain("x-content-type-options: nosniff");
      expect(answer.toLowerCase()).toContain("content-security-policy: default-src 'self'");
      expect(answer).toContain('"REQUEST_TIMEOUT"');
    },
  );

  it("serves a normal post while 200 clients trickle", { timeout: 30_000 }, async () => {
    const tricklers = Array.from({ length: 200 }, () => trickle(slow));
    try {
      const response = await post("contact", new URLSearchParams(lead()), json, slow);
      expect(response.status).toBe(200);
      const answers = await Promise.all(tricklers.map((client) => client.done));
      expect(answers.filter((answer) => !answer.startsWith("HTTP/1.1 408"))).toEqual([]);
    } finally {
      for (const client of tricklers) client.destroy();
    }
  });
});

describe("TRUST_PROXY names the proxy", () => {
  let proxied: Server;
  beforeAll(async () => {
    proxied = await startTestServer({ RATE_LIMIT_MAX: "2", TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it("takes the address the proxy saw, so forged X-Forwarded-For entries cannot pass the rate limit", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await post(
        "contact",
        new URLSearchParams(lead()),
        // The client forges the first entry; the proxy (127.0.0.1) appends the real address.
        { ...json, "x-forwarded-for": `203.0.113.${index + 1}, 198.51.100.9` },
        proxied,
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});

describe("every answer carries the security headers", () => {
  const expectHeaders = (headers: Record<string, string | string[] | undefined>) => {
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(String(headers["content-security-policy"])).toContain("default-src 'self'");
    expect(String(headers["permissions-policy"])).toContain("camera=()");
  };

  it("on 413 refused from the declared length", async () => {
    const response = await rawRequest(server, {
      method: "POST",
      path: "/api/forms/contact",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "999999" },
    });
    expect(response.status).toBe(413);
    expectHeaders(response.headers);
  });

  it("on 400 for a URL that cannot be decoded", async () => {
    const answer = await rawSocket(
      server,
      "GET /api/forms/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.toLowerCase()).toContain("x-content-type-options: nosniff");
    expect(answer.toLowerCase()).toContain("content-security-policy: default-src 'self'");
  });

  it("on 400 for a malformed request line, and 431 for oversized headers (Node's clientError)", async () => {
    const raw = (text: string) => rawSocket(server, text);
    const bad = await raw("GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n");
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    expect(bad.toLowerCase()).toContain("x-content-type-options: nosniff");
    const huge = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge.toLowerCase()).toContain("content-security-policy: default-src 'self'");
  });
});

describe("wrong methods and unknown forms answer in JSON", () => {
  it.each(["PUT", "DELETE", "PATCH", "OPTIONS"])(
    "answers %s with 405 and Allow: POST",
    async (method) => {
      const response = await fetch(`${server.url}/api/forms/contact`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(response.headers.get("content-type")).toContain("application/json");
      expect((await response.json()).errors[0].code).toBe("METHOD_NOT_ALLOWED");
    },
  );

  it("answers an unknown form with 404 JSON, whatever the method", async () => {
    for (const method of ["POST", "GET", "PUT"]) {
      const response = await fetch(`${server.url}/api/forms/nope`, { method });
      expect(response.status).toBe(404);
      expect((await response.json()).errors[0].code).toBe("FORM_NOT_FOUND");
    }
  });
});

describe("the quote and newsletter forms come back without JavaScript too", () => {
  it("returns the quote form's page with the dialog open, the input kept and the notice shown", async () => {
    const response = await post(
      "quote",
      new URLSearchParams({
        name: "Sa",
        email: "sara@example.com",
        service: "paid-advertising",
        message: "</textarea><script>alert(1)</script>",
        _page: "/website-design",
        _gotcha: "",
        _submission: "abcdefgh1234",
      }),
      { accept: "text/html" },
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("<h1>Website Design</h1>");
    expect(html).toMatch(/<div id="quote" role="dialog" data-open>/);
    expect(html).toContain('<p id="quote-error-name">');
    expect(html).toContain('value="sara@example.com"');
    expect(html).toMatch(/<option value="paid-advertising" selected>/);
    expect(html).not.toMatch(/<option value="web-design" selected>/);
    expect(html).toContain("&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>");
    expect(html).not.toContain("abcdefgh1234");
    expect(response.headers.get("content-security-policy")).toContain("sha256-");
  });

  it("returns the newsletter page with the notice when storage is down (503)", async () => {
    sqliteDb(server.app).pragma("query_only = ON");
    try {
      const response = await post("newsletter", new URLSearchParams({ email: "a@b.co" }), {
        accept: "text/html",
      });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      const html = await response.text();
      expect(html).toContain('<p id="newsletter-error-failed">');
      expect(html).toContain('value="a@b.co"');
    } finally {
      sqliteDb(server.app).pragma("query_only = OFF");
    }
  });
});

describe("text a person cannot see", () => {
  it.each([
    ["a bidi override in the name", { name: "Ali\u202eazaR" }, "name"],
    ["a zero-width space in the e-mail", { email: "ali\u200b@example.com" }, "email"],
    ["a control character in the subject", { _subject: "Hi\u0007" }, "_subject"],
  ])("refuses %s with a clear message", async (_case, fields, field) => {
    const before = await stored();
    const response = await post("contact", new URLSearchParams(lead(fields)));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors).toContainEqual({
      field,
      code: "TYPE_TEXT",
      message: validationMessages.invisibleCharacters,
    });
    expect(await stored()).toBe(before);
  });

  it("shows the general notice, not the name-length one, to a no-JS post refused for them", async () => {
    const response = await post("contact", new URLSearchParams(lead({ name: "Ali\u202eazaR" })), {
      accept: "text/html",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<p id="contact-error-invalid">');
    expect(html).toContain('<p id="contact-error-name" hidden>');
  });

  it("strips them from the message body and keeps its line breaks", async () => {
    const response = await post(
      "contact",
      new URLSearchParams(lead({ message: "Line\u200b one\u202e\r\nLine\u0000 two" })),
    );
    expect(response.status).toBe(200);
    expect((await newestLeads(server.app))[0]?.message).toBe("Line one\nLine two");
  });
});

describe("JSON bodies, replays and storage faults", () => {
  it("accepts application/json under the same validation", async () => {
    const before = await stored();
    const ok = await post("contact", JSON.stringify(lead()), {
      ...json,
      "content-type": "application/json",
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, next: "/thank-you" });
    const wrongType = await post("contact", JSON.stringify({ ...lead(), name: ["Ali"] }), {
      ...json,
      "content-type": "application/json",
    });
    expect(wrongType.status).toBe(422);
    expect((await wrongType.json()).errors[0]).toMatchObject({ field: "name", code: "TYPE_TEXT" });
    expect(await stored()).toBe(before + 1);
  });

  it("stores a replayed _submission once and answers the same success", async () => {
    const before = await stored();
    const body = lead({ _submission: "f1c2e3d4-aaaa-bbbb-cccc-0123456789ab" });
    const answers = await Promise.all(
      [1, 2, 3].map(() => post("contact", new URLSearchParams(body))),
    );
    for (const answer of answers)
      expect(await answer.json()).toEqual({ ok: true, next: "/thank-you" });
    expect(await stored()).toBe(before + 1);
  });

  it("takes a post without id for a replay when form, e-mail and message match within 10 minutes", async () => {
    const before = await stored();
    const body = lead();
    expect((await post("contact", new URLSearchParams(body))).status).toBe(200);
    const again = await post("contact", new URLSearchParams(body), { accept: "text/html" });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/thank-you");
    expect(await stored()).toBe(before + 1);
    expect((await post("contact", new URLSearchParams({ ...body, message: "Other" }))).status).toBe(
      200,
    );
    expect(await stored()).toBe(before + 2);
  });

  it("answers 503 JSON with Retry-After on a read-only or full database, storing nothing", async () => {
    const before = await stored();
    sqliteDb(server.app).pragma("query_only = ON");
    try {
      const response = await post("contact", new URLSearchParams(lead()));
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await response.json()).errors[0].code).toBe("SERVICE_UNAVAILABLE");
    } finally {
      sqliteDb(server.app).pragma("query_only = OFF");
    }
    // Full: no free page left inside the file (a migration that dropped an index left some),
    // and not one page more allowed.
    sqliteDb(server.app).exec("VACUUM");
    const pages = sqliteDb(server.app).pragma("page_count", { simple: true }) as number;
    sqliteDb(server.app).pragma(`max_page_count = ${pages}`);
    try {
      const response = await post(
        "contact",
        new URLSearchParams(lead({ message: "x".repeat(4000) })),
      );
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      sqliteDb(server.app).pragma("max_page_count = 1073741823");
    }
    expect(await stored()).toBe(before);
    expect((await post("contact", new URLSearchParams(lead()))).status).toBe(200);
  });
});
