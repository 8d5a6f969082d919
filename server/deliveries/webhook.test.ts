import { afterEach, describe, expect, it } from "vitest";
import { type Lead } from "@contracts/desk";
import { noAttribution } from "../store/intake/intake";
import { DeliveryError } from "./delivery-error";
import { planDeliveries } from "./plan";
import { nextAttemptAt, sendDelivery } from "./send";
import { startReceiver } from "@tests/support/test-receiver";
import {
  postWebhook,
  retryAfterMs,
  signWebhook,
  verifyWebhookSignature,
  webhookPayload,
} from "./webhook";

const secret = "whsec_test_0123456789abcdef";

const lead: Lead = {
  id: 42,
  form: "contact",
  createdAt: "2026-11-23T12:00:00.000Z",
  status: "new",
  spamReason: null,
  suspect: null,
  name: "Ali Raza",
  email: "ali@example.agency",
  phone: null,
  service: null,
  message: "Hello",
  subject: null,
  replyTo: null,
  next: null,
  attribution: { ...noAttribution, page: "/contact-us", utmCampaign: "launch" },
  visit: null,
};

describe("webhook signatures", () => {
  const body = JSON.stringify(webhookPayload({ id: 7, nonce: "3e9a" }, lead));
  const now = Date.UTC(2026, 10, 23, 12);
  const t = Math.floor(now / 1000);

  it("verifies its own signature, and only over the exact body, secret and a recent time", () => {
    const header = signWebhook(body, secret, t);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(header, body, secret, { now })).toBe(true);
    expect(verifyWebhookSignature(header, `${body} `, secret, { now })).toBe(false);
    expect(verifyWebhookSignature(header, body, "another secret", { now })).toBe(false);
    expect(verifyWebhookSignature(header, body, secret, { now: now + 301_000 })).toBe(false);
    expect(verifyWebhookSignature(undefined, body, secret, { now })).toBe(false);
    expect(verifyWebhookSignature(`t=${t},v1=zz`, body, secret, { now })).toBe(false);
    expect(verifyWebhookSignature(`t=${t},t=${t},v1=00`, body, secret, { now })).toBe(false);
  });

  it("is HMAC-SHA256 of '<t>.<raw body>' in hex (the documented scheme)", async () => {
    const { createHmac } = await import("node:crypto");
    const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
    expect(signWebhook(body, secret, t)).toBe(`t=${t},v1=${expected}`);
  });

  it("accepts any one matching v1 (a sender rotating secrets)", () => {
    const header = `${signWebhook(body, "old secret", t)},${signWebhook(body, secret, t).split(",")[1]}`;
    expect(verifyWebhookSignature(header, body, secret, { now })).toBe(true);
  });
});

describe("one webhook attempt", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  const attempt = (url: string, timeoutMs = 5000) =>
    postWebhook(url, { id: 7, nonce: "3e9a" }, lead, { secret, timeoutMs }).then(
      () => "sent" as const,
      (error: unknown) => error as DeliveryError,
    );

  it("posts the lead as signed JSON with the delivery's id and nonce", async () => {
    receiver = await startReceiver(secret, () => ({ status: 204 }));
    expect(await attempt(receiver.url)).toBe("sent");
    const [post] = receiver.received;
    expect(post?.signatureValid).toBe(true);
    expect(post?.id).toBe("delivery-7.3e9a");
    expect(JSON.parse(post?.body ?? "")).toEqual({
      id: "delivery-7.3e9a",
      type: "lead.created",
      lead: expect.objectContaining({
        id: 42,
        email: "ali@example.agency",
        attribution: expect.objectContaining({ utmCampaign: "launch" }),
      }),
    });
  });

  it.each([500, 503, 408])("retries a %i answer", async (status) => {
    receiver = await startReceiver(secret, () => ({ status }));
    const error = await attempt(receiver.url);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ retry: true });
  });

  it("retries a 429, no sooner than its Retry-After", async () => {
    receiver = await startReceiver(secret, () => ({
      status: 429,
      headers: { "retry-after": "120" },
    }));
    const error = await attempt(receiver.url);
    expect(error).toMatchObject({ retry: true, retryAfterMs: 120_000 });
    const policy = { baseDelayMs: 1000, maxDelayMs: 3_600_000, maxAttempts: 5 };
    expect(nextAttemptAt(error, 1, 0, policy)).toBe(120_000);
  });

  it.each([400, 401, 404, 410, 422, 302])("fails a %i answer for good", async (status) => {
    receiver = await startReceiver(secret, () => ({
      status,
      headers: status === 302 ? { location: "http://127.0.0.1:1/" } : undefined,
    }));
    const error = await attempt(receiver.url);
    expect(error).toMatchObject({ retry: false });
    expect(receiver.received).toHaveLength(1);
    expect(nextAttemptAt(error, 1, 0, { baseDelayMs: 1, maxDelayMs: 1, maxAttempts: 9 })).toBe(
      undefined,
    );
  });

  it("gives up on a receiver that does not answer in time, to retry later", async () => {
    receiver = await startReceiver(secret, () => "hang");
    const error = await attempt(receiver.url, 200);
    expect(error).toMatchObject({ retry: true, message: "no answer within 200 ms" });
  });

  it("retries when nothing listens", async () => {
    const closed = await startReceiver(secret, () => ({ status: 200 }));
    await closed.close();
    const error = await attempt(closed.url);
    expect(error).toMatchObject({ retry: true });
    expect((error as Error).message).toMatch(/^network error/);
  });
});

describe("retry timing", () => {
  const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 4 };

  it("backs off exponentially, capped, and stops after the last attempt", () => {
    const error = new Error("boom");
    expect(nextAttemptAt(error, 1, 0, policy)).toBe(1000);
    expect(nextAttemptAt(error, 2, 0, policy)).toBe(2000);
    expect(nextAttemptAt(error, 3, 0, policy)).toBe(4000);
    expect(nextAttemptAt(error, 4, 0, policy)).toBeUndefined();
    expect(nextAttemptAt(error, 3, 0, { ...policy, maxDelayMs: 3000 })).toBe(3000);
  });

  it("reads Retry-After as seconds or as a date", () => {
    expect(retryAfterMs("5")).toBe(5000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs("soon")).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});

describe("which deliveries a lead queues", () => {
  const all = {
    notify: true,
    autoreply: true,
    webhookUrls: ["https://a.test/h", "https://b.test/h"],
  };

  it("queues notify, autoreply and one webhook per URL for a lead", () => {
    expect(planDeliveries(all, { email: "a@b.co", status: "new" })).toEqual([
      { kind: "notify", target: null },
      { kind: "autoreply", target: null },
      { kind: "webhook", target: "https://a.test/h" },
      { kind: "webhook", target: "https://b.test/h" },
    ]);
  });

  it("sends quarantined spam nothing, and autoreplies only to an address", () => {
    // The team's mail too: quarantine is for what is surely spam.
    expect(planDeliveries(all, { email: "a@b.co", status: "spam" })).toEqual([]);
    expect(
      planDeliveries({ ...all, webhookUrls: [] }, { email: null, status: "new" }).map(
        (delivery) => delivery.kind,
      ),
    ).toEqual(["notify"]);
    expect(
      planDeliveries(
        { notify: false, autoreply: false, webhookUrls: [] },
        { email: "a@b.co", status: "new" },
      ),
    ).toEqual([]);
  });

  it("does not send to the visitor or a webhook once the owner marked the lead as spam", async () => {
    const calls: string[] = [];
    const senders = {
      notify: async () => void calls.push("notify"),
      autoreply: async () => void calls.push("autoreply"),
      webhook: async () => void calls.push("webhook"),
    };
    const spam = { ...lead, nonce: null, status: "spam" as const };
    const item = { id: 1, nonce: null, attempts: 0, claimToken: "x", lead: spam };
    await expect(
      sendDelivery({ ...item, kind: "autoreply", target: null }, senders),
    ).rejects.toMatchObject({ retry: false });
    await expect(
      sendDelivery({ ...item, kind: "webhook", target: "https://a.test/h" }, senders),
    ).rejects.toMatchObject({ retry: false });
    await sendDelivery({ ...item, kind: "notify", target: null }, senders);
    expect(calls).toEqual(["notify"]);
  });
});
