import { useMemo } from "react";
import { specialFields } from "@contracts/forms";
import { visitFields } from "~/lib/attribution";
import { useHydrated } from "~/lib/use-hydrated";

export interface FormHiddenFieldsProps {
  /** This page's path: a failed post without JavaScript comes back to it. */
  page: string;
  /** The id of the attempt under way; absent in the prerendered HTML, so no two visitors share one. */
  submissionId: string | null;
}

/** The contract's hidden fields every form carries (see contracts/forms.ts `specialFields`). */
export function FormHiddenFields({ page, submissionId }: FormHiddenFieldsProps) {
  const hydrated = useHydrated();
  // Where the visit began lives in this tab's sessionStorage (app/lib/attribution.ts): only the
  // browser knows it, so the prerendered HTML carries none and hydration adds the fields.
  const visit = useMemo(() => (hydrated ? visitFields() : []), [hydrated]);
  return (
    <>
      <input type="hidden" name={specialFields.page} value={page} />
      {submissionId && <input type="hidden" name={specialFields.submission} value={submissionId} />}
      {visit.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
