import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { identity } from "@contracts/identity";
import type { ReplyQueued } from "@contracts/desk";
import { storeBackends } from "@tests/support/store-backends";
import { startReceiver } from "@tests/support/test-receiver";
import { startSmtp, until, type CapturedMail } from "@tests/support/test-smtp";
import { startTestServer } from "@tests/support/test-server";
import { deskHeaders } from "@tests/support/test-desk";
import { newLead } from "@tests/support/lead-fixtures";
import { loadConfig } from "../config";
import { createMailer } from "./mailer";
import { createSenders } from "./senders";
import { sendDelivery } from "./send";

/**
 * The ids that leave the server (a lead's id, the Message-IDs of its mails, its webhook's id)
 * are never those of another lead: not after the newest lead was erased (SQLite gave its id to
 * the next one), not on another install or another server. End to end on both stores: the
 * form, the outbox, a real SMTP server, a webhook receiver and the desk's erasure.
 */

const { backends, serverInboxes: inboxes } = storeBackends("outside_ids");
const secret = "whsec_outside_ids_0123456789";
const owner = { ADMIN_EMAIL: "owner@company.example", ADMIN_PASSWORD: "a long enough password" };
const fast = { baseDelayMs: 30, maxDelayMs: 200, pollMs: 20 };

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());
afterEach(() => smtp.reset());

const header = (mail: CapturedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, "im").exec(mail.raw.split("\r\n\r\n")[0] ?? "")?.[1];

async function startServer(env: Record<string, string>) {
  const receiver = await startReceiver(secret, () => ({ status: 200 }));
  const server = await startTestServer(
    { ...env, ...smtp.env, ...owner, WEBHOOK_URLS: receiver.url, WEBHOOK_SECRET: secret },
    { outbox: fast, autoresponder: { ...identity.autoresponder, enabled: true } },
  );
  return {
    server,
    receiver,
    async close() {
      await receiver.close();
      await server.close();
    },
  };
}
type Started = Awaited<ReturnType<typeof startServer>>;

const signedIn = (app: FastifyInstance) => deskHeaders(app, owner);

/**
 * Posts a lead, answers it from the desk, and waits for everything that left for it: the
 * team's notification, the autoreply, the reply and the webhook, with the ids they carried.
 */
async function leadAndItsIds({ server, receiver }: Started, email: string) {
  const body = new FormData();
  body.append("name", "Ayesha Malik");
  body.append("email", email);
  body.append("message", "We need an online store.");
  const posted = await fetch(`${server.url}/api/forms/contact`, {
    method: "POST",
    body,
    headers: { accept: "application/json" },
  });
  expect(posted.status).toBe(200);
  const hook = await until(
    () => receiver.successes().find((post) => post.body.includes(email)),
    `the webhook of ${email}`,
  );
  const leadId = (JSON.parse(hook.body) as { lead: { id: number } }).lead.id;
  const notification = await until(
    () => smtp.to(smtp.env.MAIL_TO).find((mail) => mail.raw.includes(email)),
    `the notification of ${email}`,
  );
  const queued = await server.app.inject({
    method: "POST",
    url: `/admin/api/leads/${leadId}/replies`,
    headers: await signedIn(server.app),
    payload: { subject: "Your store", body: "Hello Ayesha.", key: randomUUID() },
  });
  expect(queued.statusCode).toBe(201);
  const replyId = new RegExp(`^<reply-${queued.json<ReplyQueued>().delivery.id}[.@]`);
  const reply = await until(
    () => smtp.to(email).find((mail) => replyId.test(header(mail, "Message-ID") ?? "")),
    `the reply to ${email}`,
  );
  const autoreply = await until(
    () => smtp.to(email).find((mail) => mail !== reply),
    `the autoreply to ${email}`,
  );
  return {
    leadId,
    webhookId: hook.id,
    messageIds: [notification, autoreply, reply].map((mail) => header(mail, "Message-ID")),
    thread: header(reply, "In-Reply-To"),
  };
}

describe.each(inboxes)("ids that leave the server, on %s", (_name, inbox) => {
  it("are not given to the next lead after the newest one was erased", async () => {
    const started = await startServer(await inbox());
    try {
      const erased = await leadAndItsIds(started, "erase-me@example.org");
      const response = await started.server.app.inject({
        method: "POST",
        url: "/admin/api/erase",
        headers: await signedIn(started.server.app),
        payload: { email: "erase-me@example.org" },
      });
      expect(response.json()).toEqual({ erased: 1 });

      const next = await leadAndItsIds(started, "next@example.org");
      expect(next.leadId).toBeGreaterThan(erased.leadId);
      expect(next.webhookId).not.toBe(erased.webhookId);
      for (const id of next.messageIds) expect(erased.messageIds).not.toContain(id);
      expect(next.thread).toBe(next.messageIds[0]);
      expect(next.thread).not.toBe(erased.thread);
    } finally {
      await started.close();
    }
  }, 60_000);

  it("are not those of another install's lead of the same number", async () => {
    const ids = [];
    for (const install of [1, 2]) {
      const started = await startServer(await inbox());
      try {
        ids.push(await leadAndItsIds(started, `install-${install}@example.org`));
      } finally {
        await started.close();
      }
    }
    const [first, second] = ids;
    // Both installs number their first lead the same: only its ids outside must differ.
    expect(second?.leadId).toBe(first?.leadId);
    expect(second?.webhookId).not.toBe(first?.webhookId);
    for (const id of second?.messageIds ?? []) expect(first?.messageIds).not.toContain(id);
  }, 60_000);
});

describe.each(backends)("a retried delivery, on %s", (_name, backend) => {
  it("carries the Message-ID or webhook id of its first attempt, with a random part", async () => {
    const open = await backend.fresh();
    const store = await open();
    const receiver = await startReceiver(secret, () => ({ status: 200 }));
    const { smtp: smtpConfig } = loadConfig(smtp.env);
    if (!smtpConfig) throw new Error("no SMTP settings");
    const mailer = createMailer(smtpConfig, "Bluecrest Digital", "inbox@company.example");
    const senders = createSenders({
      mailer,
      autoresponder: { ...identity.autoresponder, enabled: true },
      webhooks: { urls: [receiver.url], secret, timeoutMs: 5000 },
    });
    try {
      const { id } = await store.storeLead(
        newLead({
          deliveries: [
            { kind: "notify", target: null },
            { kind: "autoreply", target: null },
            { kind: "webhook", target: receiver.url },
          ],
        }),
      );
      await store.queueReply(id, {
        subject: "Your store",
        body: "Hello.",
        author: owner.ADMIN_EMAIL,
        target: "ayesha@example.org",
      });
      const { id: ownerId } = await store.addOwner(owner.ADMIN_EMAIL, "not a real hash");
      await store.queueDigest(ownerId, "2026-11-28", {
        target: owner.ADMIN_EMAIL,
        subject: "Today",
        body: "One new lead.",
      });
      // A worker sends and dies before it marks them sent: after the lease, another sends
      // them again, as a retry after any failure would.
      const leaseMs = 1000;
      const now = Date.now();
      for (const at of [now, now + leaseMs + 1]) {
        const claimed = await store.claimDueDeliveries(at, { leaseMs });
        expect(claimed).toHaveLength(5);
        for (const item of claimed) await sendDelivery(item, senders);
      }
      await until(() => smtp.captured[7], "every mail twice");
      const mailIds = smtp.captured.map((mail) => header(mail, "Message-ID") ?? "");
      const hookIds = receiver.received.map((post) => post.id);
      for (const ids of [mailIds, hookIds]) {
        const half = ids.length / 2;
        expect(ids.slice(half)).toEqual(ids.slice(0, half));
        expect(new Set(ids.slice(0, half)).size).toBe(half);
      }
      for (const id of mailIds)
        expect(id).toMatch(/^<(lead|autoreply|reply|digest)-\d+\.[0-9a-f]{32}@[^>]+>$/);
      expect(hookIds).toHaveLength(2);
      for (const id of hookIds) expect(id).toMatch(/^delivery-\d+\.[0-9a-f]{32}$/);
    } finally {
      senders.close();
      await receiver.close();
      await store.close();
    }
  }, 60_000);
});
