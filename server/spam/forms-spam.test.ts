import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newestLeads, startTestServer } from "@tests/support/test-server";

/**
 * The spam layers in the real form endpoint: every suspect post is answered exactly like a
 * success and stored with status "spam" and its reason; none is dropped.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer(
    { RATE_LIMIT_MAX: "10000" },
    { spamSettings: { minFillMs: 60_000, maxLinks: 3, addressMax: 8, emailMax: 2 } },
  );
});
afterAll(async () => {
  await server?.close();
});

const post = (fields: Record<string, string>, accept = "application/json") => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return fetch(`${server.url}/api/forms/contact`, {
    method: "POST",
    body,
    headers: { accept },
    redirect: "manual",
  });
};

async function expectStoredAs(email: string, status: string, spamReason: string | null) {
  const [lead] = await newestLeads(server.app, { search: email });
  expect(lead).toMatchObject({ email, status, spamReason });
}

let counter = 0;
const person = (message = "Hello, I would like to talk.") => ({
  name: "Sana Malik",
  email: `sana${++counter}@example.com`,
  message,
});

describe("spam in the form endpoint", () => {
  it("stamps a signed time token into each served page with a form, tied to the form", async () => {
    const html = await (await fetch(`${server.url}/contact-us`)).text();
    expect(html).toMatch(/<form id="form-t1" data-form="contact"/);
    expect(html).toMatch(
      /<input type="hidden" name="_t" value="[0-9a-z]+\.[\w-]{22}" form="form-t1">/,
    );
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).not.toContain('name="_t"');
    // A client that takes brotli gets the same: a page with a form is stamped for each answer,
    // never sent as compressed at start-up.
    const brotli = { headers: { "accept-encoding": "br" } };
    const first = await (await fetch(`${server.url}/contact-us`, brotli)).text();
    const second = await (await fetch(`${server.url}/contact-us`, brotli)).text();
    expect(first).toMatch(/name="_t" value="[0-9a-z]+\.[\w-]{22}" form="form-t1"/);
    expect(second).toMatch(/name="_t" value="[0-9a-z]+\.[\w-]{22}" form="form-t1"/);
  });

  it("sends a page with a form to a br client at brotli's best, compressed once but for its tokens", async () => {
    const answers = await Promise.all(
      [1, 2].map(() =>
        server.app.inject({ url: "/contact-us", headers: { "accept-encoding": "gzip, br" } }),
      ),
    );
    const pages = answers.map((answer) => {
      expect(answer.headers["content-encoding"]).toBe("br");
      return brotliDecompressSync(answer.rawPayload).toString("utf8");
    });
    expect(pages[0]).toMatch(/name="_t" value="[0-9a-z]+\.[\w-]{22}" form="form-t1">/);
    expect(pages[0]).toMatch(/<\/html>$/);
    // Two answers, two tokens (when they fall in the same millisecond, the same one).
    expect(pages[0]?.replace(/value="[^"]+"/g, "")).toBe(pages[1]?.replace(/value="[^"]+"/g, ""));
    // No bigger than the whole page compressed at brotli's best, give or take the token's bytes.
    const best = brotliCompressSync(pages[0] ?? "", {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    expect(answers[0]?.rawPayload.length).toBeLessThanOrEqual(best.length + 120);
  });

  it("sends a page with a form uncompressed or gzipped to a client that refuses br, and no body to HEAD", async () => {
    for (const encoding of ["br;q=0, gzip", "br;q=abc", "gzip", "", "identity, *;q=0"]) {
      const answer = await server.app.inject({
        url: "/contact-us",
        headers: { "accept-encoding": encoding },
      });
      expect(answer.statusCode, encoding).toBe(200);
      expect(answer.headers["content-encoding"], encoding).not.toBe("br");
      const html =
        answer.headers["content-encoding"] === "gzip"
          ? gunzipSync(answer.rawPayload).toString("utf8")
          : answer.body;
      expect(html, encoding).toMatch(
        /name="_t" value="[0-9a-z]+\.[\w-]{22}" form="form-t1"><\/body><\/html>$/,
      );
    }
    const head = await server.app.inject({
      method: "HEAD",
      url: "/contact-us",
      headers: { "accept-encoding": "br" },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.rawPayload.length).toBe(0);
  });

  it("keeps a post made sooner than a person could as spam, answered like a success", async () => {
    const html = await (await fetch(`${server.url}/contact-us`)).text();
    const token = /name="_t" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const fields = { ...person(), _t: token };
    const response = await post(fields);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, next: "/thank-you" });
    await expectStoredAs(fields.email, "spam", "too fast");
    // Without JavaScript, the same: the thank-you page.
    const plain = await post({ ...person(), _t: token }, "text/html");
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/thank-you");
  });

  it("treats a missing or forged token as no evidence", async () => {
    const plain = person();
    await post(plain);
    await expectStoredAs(plain.email, "new", null);
    const forged = { ...person(), _t: "abc.AAAAAAAAAAAAAAAAAAAAAA" };
    expect((await post(forged)).status).toBe(200);
    await expectStoredAs(forged.email, "new", null);
  });

  it("keeps a message with more than three links as spam", async () => {
    const fields = person(
      "Cheap SEO https://a.example https://b.example https://c.example https://d.example",
    );
    expect((await post(fields)).status).toBe(200);
    await expectStoredAs(fields.email, "spam", "links");
  });

  it("keeps the same long message from another sender as spam", async () => {
    const message = "Dear sir, we offer guaranteed first page rankings for your website today.";
    const first = person(message);
    const second = person(message.toUpperCase());
    await post(first);
    await post(second);
    await expectStoredAs(first.email, "new", null);
    await expectStoredAs(second.email, "spam", "duplicate");
  });

  it("keeps an e-mail address's posts above its hourly limit as spam", async () => {
    const fields = { ...person(), email: "often@example.com" };
    await post({ ...fields, message: "First question about pricing." });
    await post({ ...fields, message: "Second question about hosting." });
    await post({ ...fields, message: "Third question about support." });
    await expectStoredAs("often@example.com", "spam", "rate");
  });

  it("keeps an address's posts above its limit as spam, and the server keeps serving", async () => {
    for (let i = 0; i < 4; i++) await post(person(`Message number ${i} from the same place.`));
    const fields = person("One post too many from this address.");
    expect((await post(fields)).status).toBe(200);
    await expectStoredAs(fields.email, "spam", "rate");
    expect((await fetch(`${server.url}/contact-us`)).status).toBe(200);
  });
});
