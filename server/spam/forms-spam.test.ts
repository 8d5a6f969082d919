import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newestLeads, startTestServer } from "@tests/support/test-server";
import { createTimeTokens } from "./time-token";
import { defaultMinFillMs } from "./verdict";

/**
 * The spam layers in the real form endpoint: every post is answered exactly like a success;
 * one weak signal is stored as a new lead flagged `suspect`, the honeypot or two signals as
 * "spam" with the reasons; none is dropped.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
const tokens = createTimeTokens(Buffer.alloc(32, 9));
/** The token of a page a person opened half a minute ago. */
const pageToken = () => tokens.issue(Date.now() - 30_000);

beforeAll(async () => {
  server = await startTestServer(
    { RATE_LIMIT_MAX: "10000" },
    {
      spamSettings: { minFillMs: defaultMinFillMs, maxLinks: 3, addressMax: 8, emailMax: 2 },
      timeTokens: tokens,
    },
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

async function expectStoredAs(
  email: string,
  status: string,
  spamReason: string | null,
  suspect: string | RegExp | null = null,
) {
  const [lead] = await newestLeads(server.app, { search: email });
  expect(lead).toMatchObject({ email, status, spamReason });
  if (suspect instanceof RegExp) expect(lead?.suspect).toMatch(suspect);
  else expect(lead?.suspect).toBe(suspect);
}

let counter = 0;
const person = (message = "Hello, I would like to talk.") => ({
  name: "Sana Malik",
  email: `sana${++counter}@example.com`,
  message,
  _t: pageToken(),
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

  it("flags a post made sooner than a person could, answered like a success", async () => {
    const html = await (await fetch(`${server.url}/contact-us`)).text();
    const token = /name="_t" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const fields = { ...person(), _t: token };
    const response = await post(fields);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, next: "/thank-you" });
    await expectStoredAs(fields.email, "new", null, /^sent 0\.\d s after the page opened$/);
    // Without JavaScript, the same: the thank-you page.
    const plain = await post({ ...person(), _t: token }, "text/html");
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/thank-you");
  });

  it("flags a post without a token, and one with a forged token the same way", async () => {
    const { _t: _, ...plain } = person();
    await post(plain);
    await expectStoredAs(plain.email, "new", null, "sent without the page's time token");
    const forged = { ...person(), _t: "abc.AAAAAAAAAAAAAAAAAAAAAA" };
    expect((await post(forged)).status).toBe(200);
    await expectStoredAs(forged.email, "new", null, "sent with a forged or expired time token");
  });

  it("keeps the page's token in a refused no-JS post's page, and only a token", async () => {
    const token = pageToken();
    const refused = await post({ name: "Sana Malik", _t: token }, "text/html");
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(`name="_t" value="${token}" form="form-t1"`);
    const forged = await post({ name: "Sana Malik", _t: '"><script>x()</script>' }, "text/html");
    expect(forged.status).toBe(422);
    const page = await forged.text();
    expect(page).not.toContain("<script>x()");
    expect(page).not.toContain('name="_t"');
  });

  const links = "Cheap SEO https://a.example https://b.example https://c.example https://d.example";

  it("flags a message with more than three links; with no token as well, quarantines it", async () => {
    const fields = person(links);
    expect((await post(fields)).status).toBe(200);
    await expectStoredAs(fields.email, "new", null, "4 links in the message");
    const { _t: _, ...bot } = person(links.replace("Cheap", "Best"));
    expect((await post(bot)).status).toBe(200);
    await expectStoredAs(bot.email, "spam", "no time token, links");
  });

  it("flags the same long message from another sender", async () => {
    const message = "Dear sir, we offer guaranteed first page rankings for your website today.";
    const first = person(message);
    const second = person(message.toUpperCase());
    await post(first);
    await post(second);
    await expectStoredAs(first.email, "new", null);
    await expectStoredAs(second.email, "new", null, "the same message came from another sender");
  });

  it("flags an e-mail address's posts above its hourly limit", async () => {
    const fields = { ...person(), email: "often@example.com" };
    await post({ ...fields, message: "First question about pricing." });
    await post({ ...fields, message: "Second question about hosting." });
    await post({ ...fields, message: "Third question about support." });
    await expectStoredAs("often@example.com", "new", null, "3 posts from this e-mail in an hour");
  });

  it("flags an address's posts above its limit, and the server keeps serving", async () => {
    for (let i = 0; i < 4; i++) await post(person(`Message number ${i} from the same place.`));
    const fields = person("One post too many from this address.");
    expect((await post(fields)).status).toBe(200);
    await expectStoredAs(fields.email, "new", null, /^\d+ posts from one address in 10 minutes$/);
    expect((await fetch(`${server.url}/contact-us`)).status).toBe(200);
  });
});
