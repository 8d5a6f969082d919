import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldLimits } from "@contracts/forms";
import { toFailure } from "./forms/failure";
import { rawMultipart, startTestServer, newestLeads } from "@tests/support/test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
const json = { accept: "application/json" };

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MAX: "10000" });
});
afterAll(async () => {
  await server?.close();
});

const stored = () => server.app.store.countLeads();

function multipart(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const post = (form: string, body: BodyInit | undefined, headers: Record<string, string> = json) =>
  fetch(`${server.url}/api/forms/${form}`, { method: "POST", body, headers, redirect: "manual" });

const valid = {
  name: "Ali Raza",
  email: "ali@example.agency",
  phone: "+92 300 1234567",
  message: "Hi",
};
const urlencoded = (fields: Record<string, string> | string[][]) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { ...json, "content-type": "application/x-www-form-urlencoded" },
});

describe("the Formspree contract", () => {
  it("stores a multipart contact message and answers 200 {ok, next}", async () => {
    const before = await stored();
    const response = await post("contact", multipart(valid));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ ok: true, next: "/thank-you" });
    expect(await stored()).toBe(before + 1);
    const [row] = await newestLeads(server.app);
    expect(row).toMatchObject({ form: "contact", ...valid, service: null, status: "new" });
  });

  it("accepts url-encoded posts too, and trims what it stores", async () => {
    const { body, headers } = urlencoded({ name: "  Zoë Khan ", email: " zoe@example.org " });
    const response = await post("contact", body, headers);
    expect(response.status).toBe(200);
    const [row] = await newestLeads(server.app);
    expect(row).toMatchObject({ name: "Zoë Khan", email: "zoe@example.org", message: null });
  });

  it("accepts a three-letter name (PRODUCT.md #4)", async () => {
    expect((await post("contact", multipart({ name: "Ali", email: "a@b.co" }))).status).toBe(200);
  });

  it("stores quote requests with their service option, and newsletter sign-ups", async () => {
    const quote = await post(
      "quote",
      multipart({ name: "Sara", email: "sara@example.com", service: "web-design", message: "" }),
    );
    expect(quote.status).toBe(200);
    expect((await newestLeads(server.app, { form: "quote" }))[0]).toMatchObject({
      service: "web-design",
      message: null,
    });
    const newsletter = await post("newsletter", multipart({ email: "jobs@example.com" }));
    expect(newsletter.status).toBe(200);
    expect((await newestLeads(server.app, { form: "newsletter" }))[0]?.email).toBe(
      "jobs@example.com",
    );
  });

  it("honours _subject, _replyto and a same-site _next", async () => {
    const response = await post(
      "contact",
      multipart({
        ...valid,
        message: "A redesign, please",
        _subject: "Website redesign",
        _replyto: "office@example.com",
        _next: "/thank-you?from=contact",
        _gotcha: "",
      }),
    );
    expect(await response.json()).toEqual({ ok: true, next: "/thank-you?from=contact" });
    expect((await newestLeads(server.app))[0]).toMatchObject({
      subject: "Website redesign",
      replyTo: "office@example.com",
    });
  });

  it("answers a filled honeypot like a success and keeps the lead as spam", async () => {
    const before = await stored();
    const bot = { ...valid, email: "bot@example.agency", message: "Cheap links" };
    const response = await post("contact", multipart({ ...bot, _gotcha: "http://spam.example" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, next: "/thank-you" });
    const [row] = await newestLeads(server.app);
    expect(row).toMatchObject({ ...bot, status: "spam", spamReason: "honeypot" });
    // An invalid post with the honeypot filled has nothing storable: a success, and nothing kept.
    const plain = await post("contact", multipart({ name: "x", _gotcha: "bot" }), {
      accept: "text/html",
    });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/thank-you");
    expect(await stored()).toBe(before + 1);
  });

  it("redirects a plain browser post to the thank-you page", async () => {
    const { body } = urlencoded(valid);
    const response = await post("contact", body, {
      accept: "text/html,application/xhtml+xml,*/*;q=0.8",
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/thank-you");
  });

  it("answers a failed plain post with its page, the input kept and the notice shown", async () => {
    const before = await stored();
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: "Al", email: "a@b.co" }, "contact-error-name"],
      [{ name: "Ali", email: "nope" }, "contact-error-email"],
      [{ name: "", email: "" }, "contact-error-name-email"],
      [{ name: "Ali", email: "a@b.co", phone: "9".repeat(41) }, "contact-error-invalid"],
    ];
    for (const [fields, notice] of cases) {
      const response = await post("contact", new URLSearchParams(fields), {
        accept: "text/html",
        referer: `${server.url}/contact-us?utm=1`,
      });
      expect(response.status).toBe(422);
      expect(response.headers.get("location")).toBeNull();
      const html = await response.text();
      expect(html).toContain("<h1>Contact Us</h1>");
      expect(html).toMatch(new RegExp(`<p id="${notice}">`));
      expect(html).toContain(`value="${fields.email}"`);
    }
    // Without a _page the form's own page is used, whatever the Referer says.
    const response = await post("newsletter", new URLSearchParams({ email: "x" }), {
      accept: "text/html",
      referer: "https://elsewhere.example/page",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("<h1>Careers</h1>");
    expect(html).toContain('<p id="newsletter-error-email">');
    expect(await stored()).toBe(before);
  });

  it("answers a failed quote with its service page, the dialog put back and open", async () => {
    const page = await (await fetch(`${server.url}/website-design`)).text();
    // As served: the dialog's island is empty, its form's token waits for it by the form's id.
    expect(page).not.toContain("<form");
    expect(page).toMatch(/<input type="hidden" name="_t" value="[^"]+" form="quote-form"><\/body>/);
    const response = await post(
      "quote",
      new URLSearchParams({ name: "Al", email: "a@b.co", _page: "/website-design" }),
      { accept: "text/html" },
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("<h1>Website Design</h1>");
    // Put back, and no longer off-page: the browser hydrates what the server sent.
    expect(html).toMatch(
      /<div data-island="QuoteDialog" data-props="\{\}" class="contents"><div id="quote" role="dialog" data-open>/,
    );
    expect(html).toContain('<form id="quote-form" data-form="quote"');
    expect(html).toContain('<p id="quote-error-name">');
    expect(html).toContain('value="a@b.co"');
  });

  it("never serves the markup kept beside a page, however it is asked for", async () => {
    const kept = "/website-design/off-page-islands.html";
    for (const url of [kept, kept.toUpperCase(), "/website-design/off-page-islands%2ehtml"]) {
      for (const method of ["GET", "HEAD"]) {
        const response = await fetch(`${server.url}${url}`, { method });
        expect(response.status, `${method} ${url}`).toBe(404);
        expect(await response.text()).not.toContain('data-form="quote"');
      }
    }
    // Nor does naming it as the page of a refused post: that is no page, so the form's own
    // default page answers (the contact page for a quote).
    const forged = await post(
      "quote",
      new URLSearchParams({ name: "Al", email: "a@b.co", _page: kept }),
      { accept: "text/html" },
    );
    expect(forged.status).toBe(422);
    const html = await forged.text();
    expect(html).toContain("<h1>Contact Us</h1>");
    expect(html).not.toContain("quote-error-name");
  });

  it("lets a refused page's inline CSS apply: its CSP carries the page's style hashes", async () => {
    const page = await fetch(`${server.url}/contact-us`);
    const styleSource = /style-src [^;]+/.exec(page.headers.get("content-security-policy") ?? "");
    expect(styleSource?.[0]).toMatch(/'sha256-[^']+'/);
    const refused = await post("contact", new URLSearchParams({ name: "Al", email: "a@b.co" }), {
      accept: "text/html",
    });
    expect(refused.status).toBe(422);
    expect(refused.headers.get("content-security-policy")).toContain(styleSource?.[0]);
    // The answer's <style> is the page's, to the byte, so the hash still matches it.
    const css = /<style>([\s\S]*?)<\/style>/.exec(await refused.text())?.[1] ?? "";
    const hash = createHash("sha256").update(css).digest("base64");
    expect(styleSource?.[0]).toContain(`'sha256-${hash}'`);
  });

  it("answers GET on the endpoint with 405 and the allowed method", async () => {
    const response = await fetch(`${server.url}/api/forms/contact`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect((await response.json()).errors[0].code).toBe("METHOD_NOT_ALLOWED");
  });
});

type BadCase = {
  name: string;
  request: () => Promise<Response>;
  status: number;
  code: string;
  field?: string;
};

const over = (field: keyof typeof fieldLimits) => "x".repeat(fieldLimits[field] + 1);
const withRaw = (
  form: string,
  body: BodyInit,
  contentType: string,
  extra: Record<string, string> = {},
) => post(form, body, { ...json, "content-type": contentType, ...extra });

const badCases: BadCase[] = [
  {
    name: "unknown form",
    request: () => post("careers", multipart(valid)),
    status: 404,
    code: "FORM_NOT_FOUND",
  },
  {
    name: "form name in the wrong case",
    request: () => post("Contact", multipart(valid)),
    status: 404,
    code: "FORM_NOT_FOUND",
  },
  {
    name: "missing name",
    request: () => post("contact", multipart({ email: "a@b.co" })),
    status: 422,
    code: "REQUIRED_FIELD_MISSING",
    field: "name",
  },
  {
    name: "missing email",
    request: () => post("contact", multipart({ name: "Ali" })),
    status: 422,
    code: "REQUIRED_FIELD_MISSING",
    field: "email",
  },
  {
    name: "empty name",
    request: () => post("contact", multipart({ name: "", email: "a@b.co" })),
    status: 422,
    code: "REQUIRED_FIELD_EMPTY",
    field: "name",
  },
  {
    name: "blank email",
    request: () => post("contact", multipart({ name: "Ali", email: "   " })),
    status: 422,
    code: "REQUIRED_FIELD_EMPTY",
    field: "email",
  },
  {
    name: "two-letter name",
    request: () => post("contact", multipart({ name: "Al", email: "a@b.co" })),
    status: 422,
    code: "TYPE_TEXT",
    field: "name",
  },
  {
    name: "short name padded with spaces",
    request: () => post("contact", multipart({ name: "  Al  ", email: "a@b.co" })),
    status: 422,
    code: "TYPE_TEXT",
    field: "name",
  },
  {
    name: "email without @",
    request: () => post("contact", multipart({ name: "Ali", email: "ali.example.com" })),
    status: 422,
    code: "TYPE_EMAIL",
    field: "email",
  },
  {
    name: "email without a dot",
    request: () => post("contact", multipart({ name: "Ali", email: "ali@localhost" })),
    status: 422,
    code: "TYPE_EMAIL",
    field: "email",
  },
  {
    name: "email with a space",
    request: () => post("contact", multipart({ name: "Ali", email: "ali raza@x.com" })),
    status: 422,
    code: "TYPE_EMAIL",
    field: "email",
  },
  {
    name: "two addresses in one email",
    request: () => post("contact", multipart({ name: "Ali", email: "a@b.co,evil@x.com" })),
    status: 422,
    code: "TYPE_EMAIL",
    field: "email",
  },
  {
    name: "script payload in the email",
    request: () =>
      post("contact", multipart({ name: "Ali", email: "<script>alert(1)</script>@x.co" })),
    status: 422,
    code: "TYPE_EMAIL",
    field: "email",
  },
  {
    name: "script payload in the name",
    request: () =>
      post("contact", multipart({ name: "<script>alert(1)</script>", email: "a@b.co" })),
    status: 422,
    code: "TYPE_TEXT",
    field: "name",
  },
  {
    name: "name over 100 characters",
    request: () => post("contact", multipart({ name: over("name"), email: "a@b.co" })),
    status: 422,
    code: "TYPE_TEXT",
    field: "name",
  },
  {
    name: "email over 254 characters",
    request: () => post("contact", multipart({ name: "Ali", email: `${over("email")}@x.co` })),
    status: 422,
    code: "TYPE_TEXT",
    field: "email",
  },
  {
    name: "phone over 40 characters",
    request: () => post("contact", multipart({ ...valid, phone: over("phone") })),
    status: 422,
    code: "TYPE_TEXT",
    field: "phone",
  },
  {
    name: "message over 5,000 characters",
    request: () => post("contact", multipart({ ...valid, message: over("message") })),
    status: 422,
    code: "TYPE_TEXT",
    field: "message",
  },
  {
    name: "unknown field",
    request: () => post("contact", multipart({ ...valid, website: "x" })),
    status: 422,
    code: "UNKNOWN_FIELD",
    field: "website",
  },
  {
    name: "a field of another form",
    request: () => post("newsletter", multipart({ email: "a@b.co", name: "Ali" })),
    status: 422,
    code: "UNKNOWN_FIELD",
    field: "name",
  },
  {
    name: "a field sent twice",
    request: () => {
      const body = multipart(valid);
      body.append("name", "Other");
      return post("contact", body);
    },
    status: 422,
    code: "TYPE_TEXT",
    field: "name",
  },
  {
    name: "header injection in the name",
    request: () => post("contact", multipart({ ...valid, name: "Ali\r\nBcc: victim@example.com" })),
    status: 422,
    code: "TYPE_TEXT",
    field: "name",
  },
  {
    name: "header injection in the subject",
    request: () =>
      post("contact", multipart({ ...valid, _subject: "Hi\r\nBcc: victim@example.com" })),
    status: 422,
    code: "TYPE_TEXT",
    field: "_subject",
  },
  {
    name: "header injection in _replyto",
    request: () =>
      post("contact", multipart({ ...valid, _replyto: "a@b.co\nBcc: victim@example.com" })),
    status: 422,
    code: "TYPE_TEXT",
    field: "_replyto",
  },
  {
    name: "invalid _replyto",
    request: () => post("contact", multipart({ ...valid, _replyto: "not-an-address" })),
    status: 422,
    code: "TYPE_EMAIL",
    field: "_replyto",
  },
  {
    name: "_next to another site",
    request: () => post("contact", multipart({ ...valid, _next: "//evil.example/x" })),
    status: 422,
    code: "TYPE_TEXT",
    field: "_next",
  },
  {
    name: "_next as an absolute URL",
    request: () => post("contact", multipart({ ...valid, _next: "https://evil.example/" })),
    status: 422,
    code: "TYPE_TEXT",
    field: "_next",
  },
  {
    name: "NUL byte in the name",
    request: () => post("contact", multipart({ ...valid, name: "Ali\u0000Raza" })),
    status: 422,
    code: "TYPE_TEXT",
    field: "name",
  },
  {
    name: "quote with an unknown service",
    request: () => post("quote", multipart({ name: "Sara", email: "s@x.co", service: "hacking" })),
    status: 422,
    code: "INVALID_OPTION",
    field: "service",
  },
  {
    name: "quote with a phone field",
    request: () => post("quote", multipart({ name: "Sara", email: "s@x.co", phone: "1" })),
    status: 422,
    code: "UNKNOWN_FIELD",
    field: "phone",
  },
  {
    name: "newsletter without email",
    request: () => post("newsletter", multipart({ _gotcha: "" })),
    status: 422,
    code: "EMPTY",
  },
  { name: "no body at all", request: () => post("contact", undefined), status: 422, code: "EMPTY" },
  {
    name: "text/plain body",
    request: () => withRaw("contact", "name=Ali&email=a@b.co", "text/plain"),
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
  },
  {
    name: "text/plain body",
    request: () => withRaw("contact", "name=Ali\nemail=a@b.co", "text/plain"),
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
  },
  {
    name: "XML body",
    request: () => withRaw("contact", "<name>Ali</name>", "application/xml"),
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
  },
  {
    name: "a file upload",
    request: () => {
      const { body, contentType } = rawMultipart([
        { name: "name", value: "Ali" },
        { name: "email", value: "a@b.co" },
        { name: "cv", value: "%PDF-1.4", filename: "cv.pdf", type: "application/pdf" },
      ]);
      return withRaw("contact", body, contentType);
    },
    status: 400,
    code: "NO_FILE_UPLOADS",
  },
  {
    name: "multipart without a boundary",
    request: () => withRaw("contact", "name=Ali", "multipart/form-data"),
    status: 400,
    code: "BAD_REQUEST",
  },
  {
    name: "truncated multipart",
    request: () => {
      const { body, contentType } = rawMultipart([{ name: "name", value: "Ali" }]);
      return withRaw("contact", body.subarray(0, body.length - 30), contentType);
    },
    status: 400,
    code: "BAD_REQUEST",
  },
  {
    name: "invalid UTF-8 in a url-encoded value",
    request: () =>
      withRaw("contact", "name=Al%FF%FEi&email=a%40b.co", "application/x-www-form-urlencoded"),
    status: 422,
    code: "TYPE_TEXT",
    field: "name",
  },
  {
    name: "raw invalid UTF-8 bytes in multipart",
    request: () => {
      const { body, contentType } = rawMultipart([
        { name: "name", value: Buffer.from([0x41, 0x6c, 0xc3, 0x28, 0x69]) },
        { name: "email", value: "a@b.co" },
      ]);
      return withRaw("contact", body, contentType);
    },
    status: 422,
    code: "TYPE_TEXT",
    field: "name",
  },
  {
    name: "an empty file input",
    request: () => {
      const { body, contentType } = rawMultipart([
        { name: "name", value: "Ali" },
        { name: "email", value: "a@b.co" },
        { name: "message", value: "", filename: "", type: "application/octet-stream" },
      ]);
      return withRaw("contact", body, contentType);
    },
    status: 400,
    code: "NO_FILE_UPLOADS",
  },
  {
    name: "a body that is not multipart at all",
    request: () => withRaw("contact", "hello world", "multipart/form-data; boundary=abc"),
    status: 400,
    code: "BAD_REQUEST",
  },
  {
    name: "a __proto__ field",
    request: () => {
      const { body, contentType } = rawMultipart([
        { name: "__proto__", value: "x" },
        { name: "name", value: "Ali" },
        { name: "email", value: "a@b.co" },
      ]);
      return withRaw("contact", body, contentType);
    },
    status: 422,
    code: "UNKNOWN_FIELD",
    field: "__proto__",
  },
  {
    name: "url-encoded body over 64 KB",
    request: () =>
      withRaw(
        "contact",
        `name=Ali&email=a@b.co&message=${"x".repeat(70_000)}`,
        "application/x-www-form-urlencoded",
      ),
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
  },
  {
    name: "multipart field over 64 KB",
    request: () => post("contact", multipart({ ...valid, message: "x".repeat(70_000) })),
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
  },
  {
    name: "chunked body over 64 KB without a length",
    request: () =>
      fetch(`${server.url}/api/forms/contact`, {
        method: "POST",
        headers: { ...json, "content-type": "application/x-www-form-urlencoded" },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 20; i++)
              controller.enqueue(new TextEncoder().encode(`message=${"y".repeat(5000)}&`));
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit),
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
  },
  {
    name: "too many multipart fields",
    request: () => {
      const { body, contentType } = rawMultipart(
        Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: "x" })),
      );
      return withRaw("contact", body, contentType);
    },
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
  },
  {
    name: "an over-long field name",
    request: () => post("contact", multipart({ ...valid, ["n".repeat(200)]: "x" })),
    status: 422,
    code: "UNKNOWN_FIELD",
    field: `${"n".repeat(40)}...`,
  },
];

describe("bad input", () => {
  it("has at least 30 cases", () => expect(badCases.length).toBeGreaterThanOrEqual(30));

  for (const bad of badCases) {
    it(`rejects ${bad.name} with ${bad.status} ${bad.code}, stores nothing and keeps serving`, async () => {
      const before = await stored();
      const response = await bad.request();
      expect(response.status).toBe(bad.status);
      expect(response.headers.get("content-type")).toContain("application/json");
      const body = (await response.json()) as {
        error: string;
        errors: Array<Record<string, string>>;
      };
      expect(typeof body.error).toBe("string");
      expect(body.errors.length).toBeGreaterThan(0);
      const match = body.errors.find((error) => error.code === bad.code);
      expect(match, JSON.stringify(body)).toBeDefined();
      if (bad.field) expect(match?.field).toBe(bad.field);
      expect(typeof match?.message).toBe("string");
      expect(await stored()).toBe(before);
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
    });
  }

  it("stores a script payload in the message as inert text", async () => {
    const message = `<script>alert("x")</script>\r\nBcc: victim@example.com`;
    const response = await post("contact", multipart({ ...valid, message }));
    expect(response.status).toBe(200);
    expect((await newestLeads(server.app))[0]?.message).toBe(message.replace("\r\n", "\n"));
  });
});

describe("store errors", () => {
  it("answers 503 with Retry-After when the disk refuses the write or its sync", () => {
    for (const code of ["SQLITE_FULL", "SQLITE_IOERR_FSYNC", "EIO", "ENOSPC", "EROFS", "EDQUOT"]) {
      const failure = toFailure(Object.assign(new Error(code), { code }));
      expect(failure.statusCode, code).toBe(503);
      expect(failure.retryAfter, code).toBeGreaterThan(0);
    }
    expect(toFailure(Object.assign(new Error("EACCES"), { code: "EACCES" })).statusCode).toBe(500);
  });
});
