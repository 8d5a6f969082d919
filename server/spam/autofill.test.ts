import { randomUUID } from "node:crypto";
import type { FormName } from "@contracts/forms";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestServer } from "@tests/support/test-server";
import { startSmtp, until } from "@tests/support/test-smtp";
import { createTimeTokens } from "./time-token";

/**
 * Real people through the real endpoint: the browser's autofill makes a form quick, and a lead sent
 * within seconds must still reach the team. The test issues each page's time token as if the page
 * had been served `ms` earlier, with the server's own key. A single weak signal flags the lead and
 * sends it; the honeypot or two signals quarantine it, and releasing it from the desk sends what it
 * missed, once. Docs: docs/lead-desk.md, its Spam section.
 */

const owner = { email: "owner@company.example", password: "a long owner pass phrase" };
const teamInbox = "inbox@company.example";
const origin = "http://localhost:80";
const tokens = createTimeTokens(Buffer.alloc(32, 4));
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer(
    {
      ...smtp.env,
      RATE_LIMIT_MAX: "10000",
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
    },
    {
      timeTokens: tokens,
      outbox: { baseDelayMs: 30, maxDelayMs: 200, pollMs: 20 },
      autoresponder: {
        enabled: true,
        subject: "Thank you",
        text: "Hello {name}, we will answer soon.",
      },
    },
  );
}, 30_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});
beforeEach(() => smtp.reset());

const pages: Record<FormName, string> = {
  contact: "/contact-us",
  quote: "/website-design",
  newsletter: "/careers",
};

/** One post of `form`, `ms` after its page was served, with what the visitor filled in. */
async function send(form: FormName, ms: number, fields: Record<string, string>) {
  const body = new FormData();
  body.append("_page", pages[form]);
  body.append("_t", tokens.issue(Date.now() - ms));
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(`${server.url}/api/forms/${form}`, {
    method: "POST",
    body,
    headers: { accept: "application/json" },
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ ok: true, next: "/thank-you" });
}

const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.pk`;

async function leadOf(address: string) {
  const { leads } = await server.app.store.listLeads({ search: address }, { offset: 0, limit: 2 });
  expect(leads).toHaveLength(1);
  const lead = await server.app.store.getLead(leads[0]?.id ?? 0);
  if (!lead) throw new Error(`no lead of ${address}`);
  return lead;
}

/** The team's notification of the lead from `address`, once the worker has sent it. */
const teamMailOf = (address: string) =>
  until(
    () => smtp.to(teamInbox).find((mail) => mail.raw.includes(`Email: ${address}`)),
    `the team mail of ${address}`,
  );

const kindsOf = async (address: string) =>
  (await leadOf(address)).deliveries.map((delivery) => delivery.kind).sort();

describe("people with autofill", () => {
  const people = [
    { who: "a newsletter sign-up, e-mail autofilled", form: "newsletter", ms: 700, name: null },
    { who: "a contact form, autofill and one line", form: "contact", ms: 2000, name: "Sana" },
    { who: "the quote dialog, autofill and a service", form: "quote", ms: 1800, name: "Ali" },
  ] as const;

  it.each(people)("$who ($ms ms) is a lead, mailed to the team", async ({ form, ms, name }) => {
    const address = email(form);
    const fields: Record<string, string> = { email: address };
    if (name) fields.name = `${name} Malik`;
    if (form === "contact") fields.message = "Please call me about a website.";
    if (form === "quote") fields.service = "web-design";
    await send(form, ms, fields);
    expect(await leadOf(address)).toMatchObject({ status: "new", spamReason: null, suspect: null });
    expect((await teamMailOf(address)).raw).not.toContain("Flagged:");
  });

  it("flags a post quicker than a person, and still sends all it gets", async () => {
    const address = email("quick");
    await send("contact", 400, { name: "Quick Visitor", email: address, message: "Hi" });
    // 0.4 s and whatever the post took to arrive.
    const lead = await leadOf(address);
    expect(lead.status).toBe("new");
    expect(lead.suspect).toMatch(/^sent \d\.\d s after the page opened$/);
    expect(await kindsOf(address)).toEqual(["autoreply", "notify"]);
    expect((await teamMailOf(address)).raw.split(/\r?\n/)).toContain(`Flagged: ${lead.suspect}`);
  });
});

describe("the quarantine", () => {
  const links = "Cheap SEO https://a.example https://b.example https://c.example https://d.example";

  it("takes the honeypot alone, or two weak signals, and sends nothing", async () => {
    const trap = email("trap");
    await send("contact", 5000, { name: "Bot", email: trap, _gotcha: "x" });
    const pair = email("pair");
    await send("contact", 200, { name: "Bot", email: pair, message: links });
    expect(await leadOf(trap)).toMatchObject({ status: "spam", spamReason: "honeypot" });
    expect(await leadOf(pair)).toMatchObject({ status: "spam", spamReason: "too fast, links" });
    expect(await kindsOf(trap)).toEqual([]);
    expect(await kindsOf(pair)).toEqual([]);
  });

  it("sends a released lead what it missed, once", async () => {
    const address = email("released");
    await send("contact", 300, { name: "Real Person", email: address, message: links });
    const { id } = await leadOf(address);
    expect(await kindsOf(address)).toEqual([]);

    const signIn = await server.app.inject({
      method: "POST",
      url: "/admin/api/session",
      headers: { origin, "sec-fetch-site": "same-origin" },
      payload: owner,
    });
    expect(signIn.statusCode).toBe(200);
    const session = signIn.cookies.find((cookie) => cookie.name === "desk_session")?.value;
    const headers = {
      origin,
      cookie: `desk_session=${session}`,
      "x-csrf-token": signIn.json<{ csrfToken: string }>().csrfToken,
    };
    const setStatus = (status: string) =>
      server.app.inject({
        method: "POST",
        url: `/admin/api/leads/${id}/status`,
        headers,
        payload: { status },
      });

    expect((await setStatus("new")).statusCode).toBe(200);
    await teamMailOf(address);
    await until(() => (smtp.to(address).length > 0 ? true : undefined), "the autoreply");
    expect(await kindsOf(address)).toEqual(["autoreply", "notify"]);
    // Back to spam and out again: nothing is queued twice.
    expect((await setStatus("spam")).statusCode).toBe(200);
    expect((await setStatus("replied")).statusCode).toBe(200);
    expect(await kindsOf(address)).toEqual(["autoreply", "notify"]);
  });
});
