import type { ReplyQueued, ReplyTemplate } from "@contracts/desk";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { PanelSection } from "~/admin/panel-section";
import type { LeadSectionProps } from "./lead-section";
import { MessageField, SubjectField } from "./message-field";
import { replyAddress, useReply, type ReplyRecipient } from "./use-reply";

/**
 * Writes a reply to the lead, optionally from a saved one; the server queues it in the outbox,
 * sends it from the company address threaded to the lead's notification, and the first reply
 * marks a new lead replied.
 */
export function ReplyComposer({ lead, onChange }: LeadSectionProps) {
  const recipient: ReplyRecipient = {
    path: `/leads/${lead.id}/replies`,
    to: replyAddress(lead),
    canMail: lead.canMail,
    fill: lead,
    about: { kind: "reply", id: lead.id, deliveries: lead.deliveries },
  };
  const queued = (answer: ReplyQueued) => {
    // A repeated key answers a reply this page may already list.
    const others = lead.deliveries.filter((delivery) => delivery.id !== answer.delivery.id);
    onChange({
      ...lead,
      status: answer.status,
      firstReplyAt: answer.firstReplyAt,
      deliveries: [...others, answer.delivery],
    });
  };
  return (
    <Composer
      recipient={recipient}
      onQueued={queued}
      noAddress="The lead left no e-mail address."
    />
  );
}

/**
 * The desk's one reply composer, for a lead or an applicant: to whom, from the company
 * address, optionally from a saved reply; or why no reply can be sent from here.
 */
export function Composer<Answer>({
  recipient,
  onQueued,
  noAddress,
}: {
  recipient: ReplyRecipient;
  onQueued: (answer: Answer) => void;
  noAddress: string;
}) {
  const reply = useReply(recipient, onQueued);
  const { to } = recipient;

  return (
    <PanelSection id="reply" title="Reply">
      {!to ? (
        <p className="mt-2 text-sm text-slate-text">{noAddress}</p>
      ) : recipient.canMail === false ? (
        <p className="mt-2 text-sm font-semibold text-ink">
          Mail is not set up on this server (SMTP_HOST is unset), so no reply can be sent from here.
          Write to {to} from your own mailbox, and add a note.
        </p>
      ) : (
        <form onSubmit={(event) => void reply.send(event)} className="mt-3 grid gap-4">
          <p className="text-sm break-words text-slate-text">
            To <span className="font-semibold text-ink">{to}</span>, from the company address.
          </p>
          {reply.templates.length > 0 && (
            <SavedReplyPicker templates={reply.templates} onPick={reply.applyTemplate} />
          )}
          <SubjectField
            id="reply-subject"
            value={reply.subject}
            onChange={(event) => reply.setSubject(event.currentTarget.value)}
          />
          <MessageField
            id="reply-body"
            value={reply.body}
            onChange={(event) => reply.setBody(event.currentTarget.value)}
          />
          <div>
            <Button type="submit" size="sm" disabled={reply.sending}>
              Send reply
            </Button>
          </div>
        </form>
      )}
      <p role="status" className="mt-2 min-h-5 text-sm">
        {reply.notice}
      </p>
    </PanelSection>
  );
}

/** The saved replies; picking one fills the subject and the message from it. */
function SavedReplyPicker({
  templates,
  onPick,
}: {
  templates: ReplyTemplate[];
  onPick: (id: string) => void;
}) {
  return (
    <Field id="reply-template" label="Start from a saved reply">
      {(control) => (
        <select
          {...control}
          defaultValue=""
          onChange={(event) => onPick(event.currentTarget.value)}
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
  );
}
