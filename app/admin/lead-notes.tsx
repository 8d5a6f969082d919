import type { FormEvent } from "react";
import type { LeadDetail, LeadNote } from "@contracts/desk";
import type { NoteBody } from "@contracts/desk-schema";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { api } from "./api";
import { formatTime } from "./format-time";
import { PanelSection } from "./panel-section";

/** The owners' notes on the lead, oldest first, and the form that adds one. */
export function LeadNotes({
  lead,
  onChange,
  onNotice,
}: {
  lead: LeadDetail;
  onChange: (lead: LeadDetail) => void;
  onNotice: (notice: string) => void;
}) {
  const addNote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get("note") ?? "").trim();
    if (!body) return;
    try {
      const note = await api<LeadNote>(`/leads/${lead.id}/notes`, {
        method: "POST",
        body: { body } satisfies NoteBody,
      });
      onChange({ ...lead, notes: [...lead.notes, note] });
      form.reset();
      onNotice("Note added.");
    } catch (failure) {
      onNotice((failure as Error).message);
    }
  };

  return (
    <PanelSection id="notes" title="Notes">
      {lead.notes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-text">No notes yet.</p>
      ) : (
        <ol className="mt-2 grid gap-3">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-surface-muted p-3 text-sm">
              <p className="whitespace-pre-wrap">{note.body}</p>
              <p className="mt-1 text-xs text-slate-text">
                {note.author}, {formatTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(event) => void addNote(event)} className="mt-4 grid gap-3">
        <Field id="note" label="New note">
          {(control) => (
            <textarea
              {...control}
              name="note"
              rows={3}
              required
              maxLength={5000}
              className={cn(control.className, "resize-y")}
            />
          )}
        </Field>
        <div>
          <Button type="submit" size="sm">
            Add note
          </Button>
        </div>
      </form>
    </PanelSection>
  );
}
