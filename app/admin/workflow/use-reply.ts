import { useEffect, useState, type FormEvent } from "react";
import type { LeadDetail, ReplyQueued, ReplyTemplate } from "@contracts/desk";
import type { ReplyBody } from "@contracts/desk-schema";
import { api, ApiError } from "~/admin/api";
import { newSubmissionId as newReplyKey } from "~/lib/submission-id";
import { fillTemplate } from "./fill-template";
import type { LeadSectionProps } from "./lead-section";

/** The address a reply goes to, as the server picks it: the form's reply-to, else the e-mail. */
export const replyAddress = (lead: LeadDetail) => lead.replyTo || lead.email;

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/(?<!=)=+$/, "");

/**
 * The key a reply is sent with: a digest of the lead, the newest message this page shows of it,
 * and the reply's text. A retry after a lost answer, a second tab or a second owner pressing
 * Send on the same text at once send the same key, so the server queues one mail; once that
 * reply is on the page, the same text again is a new reply with a new key. Without a secure
 * context (no `crypto.subtle`) it falls back to the draft's random key.
 */
export async function replyKeyFor(
  lead: Pick<LeadDetail, "id" | "deliveries">,
  subject: string,
  body: string,
  fallback: string,
): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return fallback;
  const newest = Math.max(0, ...lead.deliveries.map((delivery) => delivery.id));
  const text = JSON.stringify(["reply", lead.id, newest, subject, body]);
  return base64url(await subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/**
 * A reply being written to the lead: the saved replies to start from, its subject and body, and
 * its sending; a queued reply empties the form and hands the lead, as it now is, to `onChange`.
 * Each press sends the reply's key (`replyKeyFor`), so pressing again after a lost answer, or the
 * same reply sent from two pages at once, queues one mail.
 */
export function useReply({ lead, onChange }: LeadSectionProps) {
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
    setSubject(fillTemplate(template.subject, lead));
    setBody(fillTemplate(template.body, lead));
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!subject.trim() || !body.trim()) return;
    setSending(true);
    try {
      const queued = await api<ReplyQueued>(`/leads/${lead.id}/replies`, {
        method: "POST",
        body: {
          subject,
          body,
          key: await replyKeyFor(lead, subject, body, key),
        } satisfies ReplyBody,
      });
      // A repeated key answers a reply this page may already list.
      const others = lead.deliveries.filter((delivery) => delivery.id !== queued.delivery.id);
      onChange({
        ...lead,
        status: queued.status,
        firstReplyAt: queued.firstReplyAt,
        deliveries: [...others, queued.delivery],
      });
      setSubject("");
      setBody("");
      setKey(newReplyKey());
      setNotice(`Reply to ${replyAddress(lead)} queued; it is sent from the company address.`);
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
