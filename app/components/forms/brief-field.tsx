import { briefAccept, briefField } from "@contracts/briefs";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";

export interface BriefFieldProps {
  id: string;
  label: string;
  hint: string;
  error?: string;
  className?: string;
}

/**
 * The optional brief a visitor may attach: a plain file input, so that it works without
 * JavaScript (the form posts multipart) and adds no script to the page. What it may be is
 * read by the server from the bytes; `accept` only narrows the browser's picker.
 */
export function BriefField({ id, label, hint, error, className }: BriefFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          type="file"
          name={briefField}
          accept={briefAccept}
          className={cn(
            control.className,
            "py-2 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-800",
          )}
        />
      )}
    </Field>
  );
}
