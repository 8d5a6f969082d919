import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { identity } from "@contracts/identity";
import type { FastifyInstance } from "fastify";
import { type LeadDetail } from "@contracts/desk";
import { noAttribution, type NewLead } from "../store/intake/intake";
import { startTestServer } from "@tests/support/test-server";
import { planDeliveries } from "./plan";
import { startReceiver } from "@tests/support/test-receiver";
import { startSmtp, until } from "@tests/support/test-smtp";

/**
 * The delivery worker end to end: the real server, a real SMTP server and a real webhook
 * receiver on 127.0.0.1, the worker's retry delays shortened.
 */

const secret = "whsec_integration_0123456789";
const fast = { baseDelayMs: 30, maxDelayMs: 200, pollMs: 20 };

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
afterEach(async () => {
  // The receiver first: a post it still holds ends, so the server's worker can stop at once.
  await receiver?.close();
  await server?.close();
  server = undefined;
  receiver = undefined;
});

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.agency`;

async function post(url: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return fetch(`${url}/api/forms/contact`, {
    method: "POST",
    body,
    headers: { accept: "application/json" },
  });
}

async function leadOf(app: FastifyInstance, email: string): Promise<LeadDetail> {
  const id = await until(async () => {
    const { leads } = await app.store.listLeads({ search: email }, { offset: 0, limit: 5 });
    return leads[0]?.id;
  }, `the lead of ${email}`);
  const lead = await app.store.getLead(id);
  if (!lead) throw new Error("lead vanished");
  return lead;
}

/** Waits until every delivery of the lead is settled (sent or failed for good). */
const settled = (app: FastifyInstance, id: number) =>
  until(async () => {
    const lead = await app.store.getLead(id);
    return lead &&
      lead.deliveries.length > 0 &&
      lead.deliveries.every((d) => d.status !== "pending")
      ? lead
      : undefined;
  }, `the deliveries of lead ${id}`);

describe("webhooks", () => {
  it("retries through 500, 500 and delivers the lead once, every post signed, one id", async () => {
    receiver = await startReceiver(secret, (count) => ({ status: count <= 2 ? 500 : 200 }));
    server = await startTestServer(
      { WEBHOOK_URLS: receiver.url, WEBHOOK_SECRET: secret },
      { outbox: fast },
    );
    const email = uniqueEmail("hook");
    const response = await post(server.url, {
      name: "Ali Raza",
      email,
      message: "We need a shop.",
      _page: "/contact-us",
      _first_page: "/?utm_source=news&utm_campaign=launch",
      _utm_source: "news",
      _utm_campaign: "launch",
    });
    expect(response.status).toBe(200);
    const lead = await settled(server.app, (await leadOf(server.app, email)).id);

    expect(receiver.received.map((post) => post.status)).toEqual([500, 500, 200]);
    expect(receiver.received.every((post) => post.signatureValid)).toBe(true);
    const [delivery] = lead.deliveries;
    expect(delivery).toMatchObject({ kind: "webhook", target: receiver.url, status: "sent" });
    expect(delivery?.attempts).toBe(3);
    // One id on every attempt: the delivery's, with its random part.
    const ids = new Set(receiver.received.map((post) => post.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(new RegExp(`^delivery-${delivery?.id}\\.[0-9a-f]{32}$`));
    const successes = receiver.successes();
    expect(successes).toHaveLength(1);
    expect(JSON.parse(successes[0]?.body ?? "{}").lead).toMatchObject({
      id: lead.id,
      email,
      attribution: {
        page: "/contact-us",
        firstPage: "/?utm_source=news&utm_campaign=launch",
        utmSource: "news",
        utmCampaign: "launch",
      },
    });
  });

  it("fails a 4xx answer for good after one post", async () => {
    receiver = await startReceiver(secret, () => ({ status: 410 }));
    server = await startTestServer(
      { WEBHOOK_URLS: receiver.url, WEBHOOK_SECRET: secret },
      { outbox: fast },
    );
    const email = uniqueEmail("gone");
    await post(server.url, { name: "Ali Raza", email });
    const lead = await settled(server.app, (await leadOf(server.app, email)).id);
    expect(lead.deliveries[0]).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "receiver answered 410",
    });
    expect(receiver.received).toHaveLength(1);
  });

  it("retries a 429 and then delivers", async () => {
    receiver = await startReceiver(secret, (count) =>
      count === 1 ? { status: 429, headers: { "retry-after": "0" } } : { status: 200 },
    );
    server = await startTestServer(
      { WEBHOOK_URLS: receiver.url, WEBHOOK_SECRET: secret },
      { outbox: fast },
    );
    const email = uniqueEmail("busy");
    await post(server.url, { name: "Ali Raza", email });
    const lead = await settled(server.app, (await leadOf(server.app, email)).id);
    expect(lead.deliveries[0]).toMatchObject({ status: "sent", attempts: 2 });
    expect(receiver.received.map((post) => post.status)).toEqual([429, 200]);
  });

  it("never holds up the visitor: the answer comes while the receiver still hangs", async () => {
    receiver = await startReceiver(secret, () => "hang");
    server = await startTestServer(
      { WEBHOOK_URLS: receiver.url, WEBHOOK_SECRET: secret, WEBHOOK_TIMEOUT_MS: "30000" },
      { outbox: fast },
    );
    const email = uniqueEmail("slow");
    const response = await post(server.url, { name: "Ali Raza", email });
    expect(response.status).toBe(200);
    await until(() => (receiver?.received.length ? true : undefined), "the hanging post");
    const lead = await leadOf(server.app, email);
    expect(lead.deliveries[0]?.status).toBe("pending");
  });

  it("sends a spam lead to no webhook", async () => {
    receiver = await startReceiver(secret, () => ({ status: 200 }));
    server = await startTestServer(
      { WEBHOOK_URLS: receiver.url, WEBHOOK_SECRET: secret },
      { outbox: fast },
    );
    const plan = { notify: false, autoreply: false, webhookUrls: [receiver.url] };
    const spam = await server.app.store.storeLead(newLead(uniqueEmail("spam"), "spam", plan));
    expect((await server.app.store.getLead(spam.id))?.deliveries).toEqual([]);
    // A barrier: a real lead after it is delivered, so the spam one had every chance.
    const email = uniqueEmail("real");
    await post(server.url, { name: "Ali Raza", email });
    await settled(server.app, (await leadOf(server.app, email)).id);
    expect(receiver.successes().map((post) => JSON.parse(post.body).lead.email)).toEqual([email]);
  });
});

function newLead(
  email: string,
  status: NewLead["status"],
  plan: Parameters<typeof planDeliveries>[0],
  deliveries = planDeliveries(plan, { email, status }),
): NewLead {
  return {
    submission: {
      form: "contact",
      name: "Bot Bot",
      email,
      phone: null,
      service: null,
      message: "cheap pills",
      subject: null,
      replyTo: null,
      next: null,
    },
    attribution: noAttribution,
    status,
    spamReason: status === "spam" ? "test" : null,
    submissionKey: null,
    deliveries,
    duplicateWindowMs: 0,
    now: new Date(),
  };
}

describe("the autoresponder", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  const autoresponder = { ...identity.autoresponder, enabled: true };
  const start = () => startTestServer(smtp.env, { outbox: fast, autoresponder });

  it("answers each lead's visitor once, even when the post is replayed", async () => {
    server = await start();
    const email = uniqueEmail("visitor");
    const fields = { name: "Ayesha Malik", email, _submission: `sub-${randomUUID()}` };
    expect((await post(server.url, fields)).status).toBe(200);
    const lead = await settled(server.app, (await leadOf(server.app, email)).id);
    expect(lead.deliveries.map((d) => [d.kind, d.status]).sort()).toEqual([
      ["autoreply", "sent"],
      ["notify", "sent"],
    ]);
    // The replay is answered as a success and queues nothing.
    expect((await post(server.url, fields)).status).toBe(200);
    const barrier = uniqueEmail("barrier");
    await post(server.url, { name: "Bilal Khan", email: barrier });
    await settled(server.app, (await leadOf(server.app, barrier)).id);

    const replies = smtp.to(email);
    expect(replies).toHaveLength(1);
    expect(replies[0]?.raw).toMatch(/^Subject: Thank you for contacting Bluecrest Digital$/m);
    expect(replies[0]?.raw).toMatch(/^Auto-Submitted: auto-replied$/m);
    expect(replies[0]?.raw).toContain("Hello Ayesha Malik,");
    expect(replies[0]?.raw).toMatch(
      new RegExp(`^Message-ID: <autoreply-${lead.id}\\.[0-9a-f]{32}@[^>]+>$`, "im"),
    );
    expect((await server.app.store.getLead(lead.id))?.deliveries).toHaveLength(2);
  });

  it("never answers spam: not queued for it, and not sent once the lead is marked spam", async () => {
    server = await start();
    const plan = { notify: true, autoreply: true, webhookUrls: [] };
    const planned = uniqueEmail("spam-planned");
    // Quarantined spam queues nothing, the team's mail included: quarantine is for what is surely
    // spam, and releasing a lead sends what it missed.
    const a = await server.app.store.storeLead(newLead(planned, "spam", plan));
    expect((await server.app.store.getLead(a.id))?.deliveries).toEqual([]);
    // Queued while it looked fine, marked as spam before the worker got to it.
    const marked = uniqueEmail("spam-marked");
    const b = await server.app.store.storeLead(
      newLead(marked, "spam", plan, [{ kind: "autoreply", target: null }]),
    );
    const lead = await settled(server.app, b.id);
    expect(lead.deliveries[0]).toMatchObject({ status: "failed", attempts: 1 });
    expect(smtp.to(planned)).toHaveLength(0);
    expect(smtp.to(marked)).toHaveLength(0);
  });

  it("is off by default", async () => {
    server = await startTestServer(smtp.env, { outbox: fast });
    const email = uniqueEmail("quiet");
    await post(server.url, { name: "Ayesha Malik", email });
    const lead = await settled(server.app, (await leadOf(server.app, email)).id);
    expect(lead.deliveries.map((d) => d.kind)).toEqual(["notify"]);
    expect(smtp.to(email)).toHaveLength(0);
  });
});
