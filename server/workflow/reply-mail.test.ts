import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtp, until } from "@tests/support/test-smtp";
import { deliveriesOf, newestLeads, startTestServer } from "@tests/support/test-server";
import { startTestDesk, testOrigin, deskHeaders } from "@tests/support/test-desk";
import type { LeadDetail, ReplyQueued } from "@contracts/desk";
import { newLead } from "@tests/support/lead-fixtures";

/** Replies from the desk, end to end: the API, the outbox, a real SMTP server, the headers. */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());
afterEach(() => smtp.reset());

const owner = { ADMIN_EMAIL: "owner@company.example", ADMIN_PASSWORD: "a long enough password" };
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, "im").exec(raw.split("\r\n\r\n")[0] ?? "")?.[1];

const signedIn = (app: FastifyInstance) => deskHeaders(app, owner);

describe("a reply from the desk", () => {
  it("is mailed once from the company address to the lead, threaded to the notification", async () => {
    const server = await startTestServer(
      { ...smtp.env, ...owner },
      { outbox: { baseDelayMs: 50, pollMs: 20 } },
    );
    try {
      const body = new FormData();
      body.append("name", "Ayesha Malik");
      body.append("email", "ayesha@example.org");
      body.append("message", "We need an online store.");
      const posted = await fetch(`${server.url}/api/forms/contact`, {
        method: "POST",
        body,
        headers: { accept: "application/json" },
      });
      expect(posted.status).toBe(200);
      const notification = await until(() => smtp.to("inbox@company.example")[0], "the notice");
      const [lead] = await newestLeads(server.app);
      if (!lead) throw new Error("no lead");
      const headers = await signedIn(server.app);

      // Refused without the CSRF token, too long, or for no lead: nothing is queued.
      const { "x-csrf-token": _token, ...withoutToken } = headers;
      const refusals = await Promise.all([
        server.app.inject({
          method: "POST",
          url: `/admin/api/leads/${lead.id}/replies`,
          headers: withoutToken,
          payload: { subject: "Hi", body: "Hello", key: "a-reply-key-of-the-test" },
        }),
        server.app.inject({
          method: "POST",
          url: `/admin/api/leads/${lead.id}/replies`,
          headers,
          payload: { subject: "x".repeat(201), body: "Hello", key: "a-reply-key-of-the-test" },
        }),
        server.app.inject({
          method: "POST",
          url: `/admin/api/leads/${lead.id}/replies`,
          headers,
          payload: { subject: "Hi", body: "   ", key: "a-reply-key-of-the-test" },
        }),
        server.app.inject({
          method: "POST",
          url: `/admin/api/leads/${lead.id + 1}/replies`,
          headers,
          payload: { subject: "Hi", body: "Hello", key: "a-reply-key-of-the-test" },
        }),
      ]);
      expect(refusals.map((response) => response.statusCode)).toEqual([403, 400, 400, 404]);
      expect(await deliveriesOf(server.app, lead.id)).toHaveLength(1);

      // Pressed twice at once (a double click, a retry): one reply, one mail.
      const send = () =>
        server.app.inject({
          method: "POST",
          url: `/admin/api/leads/${lead.id}/replies`,
          headers,
          payload: {
            subject: "Re: your online store\r\nBcc: victim@example.net",
            body: "Hello Ayesha,\nyes.",
            key: "the-reply-to-ayesha",
          },
        });
      const [sent, again] = await Promise.all([send(), send()]);
      expect([sent.statusCode, again.statusCode]).toEqual([201, 201]);
      const queued = sent.json<ReplyQueued>();
      expect(again.json<ReplyQueued>().delivery.id).toBe(queued.delivery.id);
      expect(queued.status).toBe("replied");
      const mail = await until(() => smtp.to("ayesha@example.org")[0], "the reply");
      expect(mail.from).toBe("website@company.example");
      const notificationId = header(notification.raw, "Message-ID");
      expect(notificationId).toMatch(new RegExp(`^<lead-${lead.id}\\.[0-9a-f]{32}@.+>$`));
      expect(header(mail.raw, "In-Reply-To")).toBe(notificationId);
      expect(header(mail.raw, "References")).toBe(notificationId);
      expect(header(mail.raw, "Message-ID")).toMatch(
        new RegExp(`^<reply-${queued.delivery.id}\\.[0-9a-f]{32}@[^>]+>$`),
      );
      expect(header(mail.raw, "Reply-To")).toBe("inbox@company.example");
      expect(header(mail.raw, "Bcc")).toBeUndefined();
      expect(header(mail.raw, "Subject")).toBe("Re: your online store Bcc: victim@example.net");
      expect(mail.raw).toContain("Hello Ayesha,");

      const detail = await until(async () => {
        const found = await server.app.inject({ url: `/admin/api/leads/${lead.id}`, headers });
        const read = found.json<LeadDetail>();
        return read.deliveries.find((d) => d.kind === "reply")?.status === "sent"
          ? read
          : undefined;
      }, "the reply to be marked sent");
      expect(detail.status).toBe("replied");
      expect(detail.firstReplyAt).toBe(queued.firstReplyAt);
      expect(detail.deliveries.find((d) => d.kind === "reply")).toMatchObject({
        author: owner.ADMIN_EMAIL,
        target: "ayesha@example.org",
      });
      expect(smtp.to("ayesha@example.org")).toHaveLength(1);
    } finally {
      await server.close();
    }
  }, 30_000);

  it("is refused with a clear 409 when mail is not set up", async () => {
    const desk = await startTestDesk();
    try {
      const signIn = await desk.signIn();
      const token = signIn.cookies.find((cookie) => cookie.name === "desk_session")?.value;
      const { csrfToken } = signIn.json<{ csrfToken: string }>();
      const { id } = await desk.store.storeLead(newLead({ deliveries: [] }));
      const response = await desk.app.inject({
        method: "POST",
        url: `/admin/api/leads/${id}/replies`,
        headers: { cookie: `desk_session=${token}`, origin: testOrigin, "x-csrf-token": csrfToken },
        payload: { subject: "Hi", body: "Hello", key: "a-reply-key-of-the-test" },
      });
      expect(response.statusCode).toBe(409);
      expect((await desk.store.getLead(id))?.status).toBe("new");
    } finally {
      await desk.close();
    }
  }, 30_000);
});
