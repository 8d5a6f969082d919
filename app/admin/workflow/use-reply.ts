import { useEffect, useState, type FormEvent } from "react";
import type { LeadDetail, ReplyQueued, ReplyTemplate } from "@contracts/desk";
import type { ReplyBody } from "@contracts/desk-schema";
import { api, ApiError } from "~/admin/api";
import { newSubmissionId as newReplyKey } from "~/lib/submission-id";
import { fillTemplate } from "./fill-template";
import type { LeadSectionProps } from "./lead-section";

/** The address a reply goes to, as the server picks it: the form's reply-to, else the e-mail. */
export const replyAddress = (lead: LeadDetail) => lead.replyTo || lead.email;

/**
 * A reply being written to the lead: the saved replies to start from, its subject and body, and
 * its sending; a queued reply empties the form and hands the lead, as it now is, to `onChange`.
 * The draft's key goes with each press, so pressing again after a lost answer queues nothing
 * twice; a new draft (after a reply is queued) has a new key.
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
        body: { subject, body, key } satisfies ReplyBody,
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
