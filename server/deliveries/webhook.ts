import { createHmac, timingSafeEqual } from "node:crypto";
import type { Lead } from "@contracts/desk";
import type { Nonced } from "../store/deliveries/deliveries";
import { sentBriefs, type LeadWithBriefs, type SentBrief } from "./lead-files";
import { DeliveryError } from "./delivery-error";
import { outsideId } from "./outside-ids";
import { statusChangedEvent, type StatusChangeEvent } from "../store/revenue/revenue";

/**
 * Webhooks: each lead POSTed as JSON to every URL of WEBHOOK_URLS, signed the way Stripe signs
 * (`X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`) so a
 * receiver can tell the post is ours and fresh, with `X-Webhook-Id` (the delivery's id and nonce,
 * the same on every retry, another on any other install) so a receiver can drop a repeat. Sent by the delivery worker after the lead is
 * committed: a slow or broken receiver never holds up the visitor.
 */

export const signatureHeader = "x-webhook-signature";
export const idHeader = "x-webhook-id";

/** How far a signature's time may be from the receiver's clock before it is refused as a replay. */
export const defaultToleranceSeconds = 300;

const hmac = (secret: string, timestamp: number, body: string | Buffer) =>
  createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex");

/** The header value for one body, signed at `timestamp` (unix seconds). */
export const signWebhook = (body: string | Buffer, secret: string, timestamp: number) =>
  `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

/**
 * True when the header signs exactly this raw body with this secret, within the tolerance.
 * Several `v1=` values are allowed (a sender rotating secrets); one match is enough.
 */
export function verifyWebhookSignature(
  header: string | undefined,
  rawBody: string | Buffer,
  secret: string,
  { toleranceSeconds = defaultToleranceSeconds, now = Date.now() } = {},
): boolean {
  if (!header) return false;
  const parts = header.split(",").map((part) => part.trim().split("="));
  const timestamps = parts.filter(([key]) => key === "t").map(([, value]) => value ?? "");
  const timestamp = timestamps.length === 1 ? Number(timestamps[0]) : Number.NaN;
  if (!/^\d{1,12}$/.test(timestamps[0] ?? "") || !Number.isSafeInteger(timestamp)) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), "hex");
  return parts.some(([key, value]) => {
    if (key !== "v1" || !value || !/^[0-9a-f]{64}$/i.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, "hex"), expected);
  });
}

/** A webhook delivery as queued: a status change's carries its event (subject) and change (body). */
export type WebhookDelivery = Nonced & { subject?: string | null; body?: string | null };

/**
 * The JSON a receiver gets: one event per lead and URL. `lead.created` for every lead that is
 * not spam; `lead.status_changed` for each move on the desk after it (its `change`: from, to,
 * when, and the won lead's value or the lost lead's reason).
 */
export interface WebhookPayload {
  /** `delivery-<id>.<nonce>`: the same on every retry, as in the X-Webhook-Id header. */
  id: string;
  type: "lead.created" | typeof statusChangedEvent;
  change?: StatusChangeEvent;
  lead: {
    id: number;
    form: Lead["form"];
    createdAt: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    service: string | null;
    message: string | null;
    subject: string | null;
    attribution: Lead["attribution"];
    /** The files sent with it: a link into the desk each, never the bytes. */
    briefs: SentBrief[];
  };
}

export const webhookId = (delivery: Nonced) => outsideId("delivery", delivery);

export function webhookPayload(
  delivery: WebhookDelivery,
  lead: LeadWithBriefs,
  siteUrl = "http://localhost",
): WebhookPayload {
  const change =
    delivery.subject === statusChangedEvent && delivery.body
      ? (JSON.parse(delivery.body) as StatusChangeEvent)
      : undefined;
  return {
    id: webhookId(delivery),
    type: change ? statusChangedEvent : "lead.created",
    ...(change && { change }),
    lead: {
      id: lead.id,
      form: lead.form,
      createdAt: lead.createdAt,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      service: lead.service,
      message: lead.message,
      subject: lead.subject,
      attribution: lead.attribution,
      briefs: sentBriefs(lead, siteUrl),
    },
  };
}

/** Retry-After in ms: delta seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export interface WebhookOptions {
  secret: string;
  /** Per attempt; a receiver that does not answer in time is retried later. */
  timeoutMs: number;
  /** The site's origin, for the links into the desk. */
  siteUrl?: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/**
 * One attempt. Resolves on 2xx; otherwise throws a DeliveryError saying whether to retry:
 * 5xx, 408, 429 (honouring Retry-After), timeouts and network errors are retried; any other
 * answer (4xx, and redirects, which are not followed) fails for good.
 */
export async function postWebhook(
  url: string,
  delivery: WebhookDelivery,
  lead: LeadWithBriefs,
  { secret, timeoutMs, siteUrl, fetchImpl = fetch, now = Date.now }: WebhookOptions,
): Promise<void> {
  const body = JSON.stringify(webhookPayload(delivery, lead, siteUrl));
  const timestamp = Math.floor(now() / 1000);
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [signatureHeader]: signWebhook(body, secret, timestamp),
        [idHeader]: webhookId(delivery),
      },
      body,
      // A redirected POST would turn into a GET elsewhere: the configured URL must be the final one.
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new DeliveryError(
      timedOut ? `no answer within ${timeoutMs} ms` : `network error: ${describe(error)}`,
      { retry: true },
    );
  }
  // The answer's body is not used; reading it to the end frees the connection.
  await response.body?.cancel().catch(() => undefined);
  const { status } = response;
  if (status >= 200 && status < 300) return;
  const retry = status >= 500 || status === 408 || status === 429;
  throw new DeliveryError(`receiver answered ${status}`, {
    retry,
    retryAfterMs: retry ? retryAfterMs(response.headers.get("retry-after"), now()) : undefined,
  });
}

const describe = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
};
