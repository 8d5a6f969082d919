import type { InputHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { useAdoptedValue } from "~/lib/use-adopted-value";
import { Field } from "~/components/ui/field";

export interface ContactFieldProps {
  id: string;
  name: string;
  label: string;
  /** The message to show (and announce) now; undefined when the field is fine or untouched. */
  error?: string;
  hint?: string;
  /** A short tag beside the label, e.g. "required". */
  tag?: string;
  multiline?: boolean;
  placeholder?: string;
  autoComplete?: string;
  type?: "text" | "email" | "tel";
  /** Native constraints: the browser applies the same rules when JavaScript is off. */
  constraints?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "required" | "minLength" | "maxLength" | "pattern" | "title" | "inputMode"
  >;
  className?: string;
}

/**
 * One of the contact form's fields: an input or a textarea in the site's `Field`. The control
 * is uncontrolled: its form reads the DOM (app/lib/use-form-submission.ts).
 */
export function ContactField({
  id,
  name,
  label,
  error,
  hint,
  tag,
  multiline,
  placeholder,
  autoComplete,
  type = "text",
  constraints = {},
  className,
}: ContactFieldProps) {
  const adopted = useAdoptedValue(id);
  return (
    <Field id={id} label={label} error={error} hint={hint} tag={tag} className={className}>
      {(control) => {
        const shared = {
          id,
          name,
          placeholder,
          autoComplete,
          "aria-invalid": control["aria-invalid"],
          "aria-describedby": control["aria-describedby"],
          className: control.className,
        };
        return multiline ? (
          <textarea
            {...shared}
            defaultValue={adopted}
            rows={6}
            maxLength={constraints.maxLength}
            required={constraints.required}
            className={cn(shared.className, "min-h-40 resize-y")}
          />
        ) : (
          <input {...shared} type={type} {...constraints} />
        );
      }}
    </Field>
  );
}
