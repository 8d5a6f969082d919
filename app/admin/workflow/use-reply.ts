import { useEffect, useState, type FormEvent } from "react";
import type { Lead, LeadDetail, ReplyTemplate } from "@contracts/desk";
import type { ReplyBody } from "@contracts/desk-schema";
import { api, ApiError } from "~/admin/api";
import { newSubmissionId as newReplyKey } from "~/lib/submission-id";
import { fillTemplate } from "./fill-template";

/** The address a reply goes to, as the server picks it: the form's reply-to, else the e-mail. */
export const replyAddress = (lead: LeadDetail) => lead.replyTo || lead.email;

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/(?<!=)=+$/, "");

/**
 * Whom a reply is written to: a lead, or an applicant (app/admin/applicants/). The composer is
 * one for both; each says where its reply posts, the address it goes to, what the saved
 * replies' words are filled with, and the mail its page shows, which the reply's key follows.
 */
export interface ReplyRecipient {
  /** The desk API call that queues the reply, e.g. `/leads/7/replies`. */
  path: string;
  /** Where the reply goes; empty when they left no address. */
  to: string | null;
  /** False when the server cannot send mail (SMTP is not set up). */
  canMail?: boolean;
  /** What `{name}` and `{service}` of a saved reply become. */
  fill: Pick<Lead, "name" | "service">;
  /** The reply's key: the kind of reply, whom it is to, and the mail the page shows of them. */
  about: { kind: string; id: number; deliveries: ReadonlyArray<{ id: number }> };
}

/**
 * The key a reply is sent with: a digest of whom it is to, the newest mail this page shows of
 * them, and the reply's text. A retry after a lost answer, a second tab or a second owner
 * pressing Send on the same text at once send the same key, so the server queues one mail; once
 * that reply is on the page, the same text again is a new reply with a new key. Without a
 * secure context (no `crypto.subtle`) it falls back to the draft's random key.
 */
export async function replyKeyFor(
  about: Pick<LeadDetail, "id" | "deliveries"> | ReplyRecipient["about"],
  subject: string,
  body: string,
  fallback: string,
): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return fallback;
  const newest = Math.max(0, ...about.deliveries.map((delivery) => delivery.id));
  const kind = "kind" in about ? about.kind : "reply";
  const text = JSON.stringify([kind, about.id, newest, subject, body]);
  return base64url(await subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/**
 * A reply being written: the saved replies to start from, its subject and body, and its
 * sending; a queued reply empties the form and hands the server's answer to `onQueued`. Each
 * press sends the reply's key (`replyKeyFor`), so pressing again after a lost answer, or the
 * same reply sent from two pages at once, queues one mail.
 */
export function useReply<Answer>(recipient: ReplyRecipient, onQueued: (answer: Answer) => void) {
  const [templates, setTemplates] = useState<ReplyTemplate[]>([]);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [notice, setNotice] = useState("");
  const [sending, setSending] = useState(false);
  const [key, setKey] = useState(newReplyKey);

  useEffect(() => {
    api<ReplyTemplate[]>("/templates")
      .then(setTemplates)
      .catch(() => setTemplates([]));
  }, []);

  const applyTemplate = (id: string) => {
    const template = templates.find((candidate) => String(candidate.id) === id);
    if (!template) return;
    setSubject(fillTemplate(template.subject, recipient.fill));
    setBody(fillTemplate(template.body, recipient.fill));
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subject.trim() || !body.trim()) return;
    setSending(true);
    try {
      const queued = await api<Answer>(recipient.path, {
        method: "POST",
        body: {
          subject,
          body,
          key: await replyKeyFor(recipient.about, subject, body, key),
        } satisfies ReplyBody,
      });
      onQueued(queued);
      setSubject("");
      setBody("");
      setKey(newReplyKey());
      setNotice(`Reply to ${recipient.to} queued; it is sent from the company address.`);
    } catch (failure) {
      // The draft went out before with its earlier text: the next press sends this one anew.
      if (failure instanceof ApiError && failure.status === 422) {
        setKey(newReplyKey());
        setNotice(`${failure.message} Press Send reply again to send this text as a new reply.`);
      } else setNotice((failure as Error).message);
    } finally {
      setSending(false);
    }
  };

  return { templates, applyTemplate, subject, setSubject, body, setBody, notice, sending, send };
}
