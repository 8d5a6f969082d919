import { useEffect, useState, type FormEvent } from "react";
import type { DeskOwner } from "@contracts/desk";
import type { AssigneeBody, FollowUpBody } from "@contracts/desk-schema";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { api } from "~/admin/api";
import { PanelSection } from "~/admin/panel-section";
import type { LeadSectionProps } from "./lead-section";

/** Whose lead it is and when to follow it up; both changes are audited by the server. */
export function LeadFollowUp({ lead, onChange }: LeadSectionProps) {
  const [owners, setOwners] = useState<DeskOwner[]>([]);
  const [notice, setNotice] = useState("");

  useEffect(() => {
    api<DeskOwner[]>("/owners")
      .then(setOwners)
      .catch(() => setOwners([]));
  }, []);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const owner = String(form.get("assignee") ?? "");
    const ownerId = owner ? Number(owner) : null;
    const on = String(form.get("follow-up") ?? "") || null;
    try {
      if (ownerId !== (lead.assignedTo ?? null))
        await api(`/leads/${lead.id}/assignee`, {
          method: "POST",
          body: { ownerId } satisfies AssigneeBody,
        });
      if (on !== (lead.followUpOn ?? null))
        await api(`/leads/${lead.id}/follow-up`, {
          method: "POST",
          body: { on } satisfies FollowUpBody,
        });
      onChange({ ...lead, assignedTo: ownerId, followUpOn: on });
      setNotice("Saved.");
    } catch (failure) {
      setNotice((failure as Error).message);
    }
  };

  return (
    <PanelSection id="follow-up" title="Owner and follow-up">
      <form
        // Re-read when the lead changes elsewhere on the page.
        key={`${lead.assignedTo ?? ""}-${lead.followUpOn ?? ""}-${owners.length}`}
        onSubmit={(event) => void save(event)}
        className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <Field id="assignee" label="Assigned to">
          {(control) => (
            <select
              {...control}
              name="assignee"
              defaultValue={lead.assignedTo ?? ""}
              className={cn(control.className, "appearance-auto")}
            >
              <option value="">Nobody</option>
              {owners.map((owner) => (
                <option key={owner.id} value={owner.id}>
                  {owner.email}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="follow-up" label="Follow up on" hint="Empty: no follow-up.">
          {(control) => (
            <input {...control} type="date" name="follow-up" defaultValue={lead.followUpOn ?? ""} />
          )}
        </Field>
        {/* Level with the controls, below their labels. */}
        <div className="sm:pt-7">
          <Button type="submit" size="sm">
            Save
          </Button>
        </div>
      </form>
      <p role="status" className="mt-2 min-h-5 text-sm">
        {notice}
      </p>
    </PanelSection>
  );
}
