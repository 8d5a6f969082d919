import { useState, type FormEvent } from "react";
import { lostReasonLimits, type LostReasonList } from "@contracts/revenue";
import type { LostReasonsBody } from "@contracts/revenue-schema";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { api } from "~/admin/api";
import { PanelSection } from "~/admin/panel-section";

/** The owner's list of reasons a lead is lost: one a line, saved whole. */
export function LostReasonsSection({
  reasons,
  onChange,
}: {
  reasons: readonly string[];
  onChange: (reasons: string[]) => void;
}) {
  const [notice, setNotice] = useState("");
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get("reasons");
    const list = String(text ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    try {
      const saved = await api<LostReasonList>("/lost-reasons", {
        method: "PUT",
        body: { reasons: list } satisfies LostReasonsBody,
      });
      onChange(saved.reasons);
      setNotice(`Saved ${saved.reasons.length} reasons.`);
    } catch (failure) {
      setNotice((failure as Error).message);
    }
  };
  return (
    <PanelSection id="lost-reasons" title="Reasons a lead is lost">
      <form onSubmit={(event) => void save(event)} className="mt-3 grid gap-3 sm:max-w-md">
        <Field
          id="lost-reasons-list"
          label="One reason a line"
          hint={`Up to ${lostReasonLimits.count}, each once. Leads keep the reason they were given.`}
        >
          {(control) => (
            <textarea
              {...control}
              // Keyed by the list, so a saved list shows as the store keeps it.
              key={reasons.join("\n")}
              name="reasons"
              rows={Math.max(4, reasons.length + 1)}
              defaultValue={reasons.join("\n")}
            />
          )}
        </Field>
        <div>
          <Button type="submit" size="sm">
            Save reasons
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm">
          {notice}
        </p>
      </form>
    </PanelSection>
  );
}
