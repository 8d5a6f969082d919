import { specialFields } from "@contracts/forms";

export interface FormHiddenFieldsProps {
  /** This page's path: a failed post without JavaScript comes back to it. */
  page: string;
  /** The id of the attempt under way; absent in the prerendered HTML, so no two visitors share one. */
  submissionId: string | null;
}

/** The contract's hidden fields every form carries (see contracts/forms.ts `specialFields`). */
export function FormHiddenFields({ page, submissionId }: FormHiddenFieldsProps) {
  return (
    <>
      <input type="hidden" name={specialFields.page} value={page} />
      {submissionId && <input type="hidden" name={specialFields.submission} value={submissionId} />}
    </>
  );
}
