import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadDetail } from "@contracts/desk";
import type { PersonTimeline } from "@contracts/people";
import { deskHeaders } from "@tests/support/test-desk";
import { startImap, type TestImap } from "@tests/support/test-imap";
import { answerTo, rawMail } from "@tests/support/test-mail";
import { newestLeads, startTestServer } from "@tests/support/test-server";
import { startSmtp, until } from "@tests/support/test-smtp";

/**
 * The whole conversation, end to end on the real server: a lead from ali@example.com, the
 * desk's reply through the outbox to a real SMTP server, the client's answer to it (threaded,
 * quoting the reply) and a separate mail in a real Dovecot; both on the person's timeline
 * within 30 s without the quoted text, the lead answered, /readyz telling the mailbox is read,
 * and the server serving all along, a 50 MB mail in the mailbox too.
 */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let imap: TestImap;
beforeAll(async () => {
  [smtp, imap] = await Promise.all([startSmtp(), startImap()]);
}, 60_000);
afterAll(async () => {
  await smtp?.close();
  await imap?.close();
});

const owner = { ADMIN_EMAIL: "owner@company.example", ADMIN_PASSWORD: "a long enough password" };
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, "im").exec(raw.split("\r\n\r\n")[0] ?? "")?.[1];

describe("a client's answers on the timeline", () => {
  it("shows the answer to the desk's reply and a separate mail, without the quotes", async () => {
    const server = await startTestServer(
      {
        ...smtp.env,
        ...owner,
        IMAP_HOST: imap.host,
        IMAP_PORT: String(imap.port),
        IMAP_USER: imap.user,
        IMAP_PASS: imap.pass,
        IMAP_REQUIRE_TLS: "0",
      },
      { outbox: { baseDelayMs: 50, pollMs: 20 } },
    );
    try {
      const body = new FormData();
      body.append("name", "Ali Khan");
      body.append("email", "ali@example.com");
      body.append("message", "We need an online store.");
      const posted = await fetch(`${server.url}/api/forms/contact`, {
        method: "POST",
        body,
        headers: { accept: "application/json" },
      });
      expect(posted.status).toBe(200);
      const [lead] = await newestLeads(server.app);
      if (!lead) throw new Error("no lead");
      const headers = await deskHeaders(server.app, owner);
      const replied = await server.app.inject({
        method: "POST",
        url: `/admin/api/leads/${lead.id}/replies`,
        headers,
        payload: {
          subject: "Re: your online store",
          body: "Hello Ali,\nshall we meet on Tuesday?",
          key: "the-reply-to-ali",
        },
      });
      expect(replied.statusCode).toBe(201);
      const reply = await until(() => smtp.to("ali@example.com")[0], "the reply");
      const replyId = header(reply.raw, "Message-ID") as string;

      await imap.append([
        rawMail({
          subject: "huge",
          body: `Huge.\n${"y".repeat(50 * 1024 * 1024)}`,
          from: "x@example.net",
        }),
        answerTo(
          replyId,
          "Yes, Tuesday at ten works.",
          "Hello Ali,\nshall we meet on Tuesday?",
          "Ali Khan <ali@example.com>",
        ),
        rawMail({
          subject: "One more thing",
          body: "Could you quote a logo too?\n\n-- \nAli Khan\nKhan Traders",
        }),
      ]);
      // Served while the mailbox is read.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

      const detail = await server.app.inject({ url: `/admin/api/leads/${lead.id}`, headers });
      const personId = detail.json<LeadDetail>().personId as number;
      const timeline = await until(
        async () => {
          const person = (
            await server.app.inject({ url: `/admin/api/people/${personId}`, headers })
          ).json<PersonTimeline>();
          const inbound = person.events.filter((event) => event.type === "inbound");
          return inbound.length === 2 ? inbound : undefined;
        },
        "both mails on the timeline",
        30_000,
      );
      expect(timeline.map((event) => event.type === "inbound" && event.message.text)).toEqual([
        "Yes, Tuesday at ten works.",
        "Could you quote a logo too?",
      ]);
      expect(timeline.every((event) => event.type === "inbound" && event.leadId === lead.id)).toBe(
        true,
      );
      const answered = await server.app.inject({ url: `/admin/api/leads/${lead.id}`, headers });
      expect(answered.json<LeadDetail>().clientAnsweredAt).toEqual(expect.any(String));
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({
        status: "ready",
        mailbox: { state: "reading", lastError: null },
      });
    } finally {
      await server.close();
    }
  }, 90_000);
});
