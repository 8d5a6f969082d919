import type { Nonced } from "../store/deliveries/deliveries";

/**
 * The ids that leave the server in mail headers (Message-ID, In-Reply-To) and webhooks
 * (X-Webhook-Id). A row id alone repeats: on another install, in a restored backup, on a
 * second server with its own inbox, and mail systems and receivers that drop repeats would drop
 * a new lead's mail as a copy of an old one. So each is the row id and the nonce, the random
 * part the database stored with the row when it was made: the same on every retry of the same
 * delivery, another for any other row. A row stored before nonces existed keeps the id its mail
 * or post already carried.
 */
export const outsideId = (kind: string, { id, nonce }: Nonced) =>
  nonce ? `${kind}-${id}.${nonce}` : `${kind}-${id}`;

/** A Message-ID: `<kind-id.nonce@site host>`. */
export const mailId = (kind: string, row: Nonced, siteHost: string) =>
  `<${outsideId(kind, row)}@${siteHost}>`;
