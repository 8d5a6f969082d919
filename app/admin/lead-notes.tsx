import type { FormEvent } from "react";
import type { LeadDetail, LeadNote } from "@contracts/desk";
import type { NoteBody } from "@contracts/desk-schema";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { api } from "./api";
import { PanelSection } from "./panel-section";

/** The form that adds an owners' note to the lead (the conversation lists the notes). */
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
      <p className="mt-2 text-sm text-slate-text">
        Notes are for the owners only; each shows in the conversation above.
      </p>
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
