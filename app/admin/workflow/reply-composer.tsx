import { useEffect, useState, type FormEvent } from "react";
import type { LeadDetail, ReplyQueued, ReplyTemplate } from "@contracts/desk";
import type { ReplyBody } from "@contracts/desk-schema";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { api } from "~/admin/api";
import { PanelSection } from "~/admin/panel-section";
import { fillTemplate } from "./fill-template";
import type { LeadSectionProps } from "./lead-section";
import { MessageField, SubjectField } from "./message-field";

/** The address a reply goes to, as the server picks it: the form's reply-to, else the e-mail. */
const replyAddress = (lead: LeadDetail) => lead.replyTo || lead.email;

/**
 * Writes a reply to the lead, optionally from a saved one; the server queues it in the outbox,
 * sends it from the company address threaded to the lead's notification, and the first reply
 * marks a new lead replied.
 */
export function ReplyComposer({ lead, onChange }: LeadSectionProps) {
  const [templates, setTemplates] = useState<ReplyTemplate[]>([]);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [notice, setNotice] = useState("");
  const [sending, setSending] = useState(false);

  useEffect(() => {
    api<ReplyTemplate[]>("/templates")
      .then(setTemplates)
      .catch(() => setTemplates([]));
  }, []);

  const to = replyAddress(lead);

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
        body: { subject, body } satisfies ReplyBody,
      });
      onChange({
        ...lead,
        status: queued.status,
        firstReplyAt: queued.firstReplyAt,
        deliveries: [...lead.deliveries, queued.delivery],
      });
      setSubject("");
      setBody("");
      setNotice(`Reply to ${to} queued; it is sent from the company address.`);
    } catch (failure) {
      setNotice((failure as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <PanelSection id="reply" title="Reply">
      {!to ? (
        <p className="mt-2 text-sm text-slate-text">The lead left no e-mail address.</p>
      ) : (
        <form onSubmit={(event) => void send(event)} className="mt-3 grid gap-4">
          <p className="text-sm break-words text-slate-text">
            To <span className="font-semibold text-ink">{to}</span>, from the company address.
          </p>
          {templates.length > 0 && (
            <Field id="reply-template" label="Start from a saved reply">
              {(control) => (
                <select
                  {...control}
                  defaultValue=""
                  onChange={(event) => applyTemplate(event.currentTarget.value)}
                  className={cn(control.className, "appearance-auto")}
                >
                  <option value="">Choose a saved reply…</option>
                  {templates.map((template) => (
                    <option key={template.id} value={template.id}>
                      {template.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          <SubjectField
            id="reply-subject"
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
          />
          <MessageField
            id="reply-body"
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
          />
          <div>
            <Button type="submit" size="sm" disabled={sending}>
              Send reply
            </Button>
          </div>
        </form>
      )}
      <p role="status" className="mt-2 min-h-5 text-sm">
        {notice}
      </p>
    </PanelSection>
  );
}
