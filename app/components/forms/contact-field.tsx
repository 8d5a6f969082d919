import type { InputHTMLAttributes } from "react";
import { cn } from "~/lib/cn";
import { useAdoptedValue } from "~/lib/use-adopted-value";

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

const control =
  "block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-[inset_0_1px_2px_rgb(11_21_48/0.04)] transition-[border-color,box-shadow] duration-200 placeholder:text-slate-500 focus:outline-none focus-visible:border-brand-500 focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none";

/**
 * A labelled input or textarea whose error is tied to it and announced when it changes. The
 * control is uncontrolled: its form reads the DOM (app/lib/use-form-submission.ts).
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
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const adopted = useAdoptedValue(id);
  const shared = {
    id,
    name,
    placeholder,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined,
    className: cn(
      control,
      error
        ? "border-red-600 focus-visible:border-red-600 focus-visible:ring-red-100"
        : "border-line hover:border-brand-300",
    ),
  };
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-2 flex items-baseline justify-between gap-3 text-sm font-semibold text-ink"
      >
        <span>{label}</span>
        {tag && (
          <span className="text-xs font-medium tracking-wide text-slate-text uppercase">{tag}</span>
        )}
      </label>
      {multiline ? (
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
      )}
      {hint && (
        <p id={hintId} className="mt-2 text-sm text-slate-text">
          {hint}
        </p>
      )}
      {/* Always present, so assistive technology announces a message as soon as it appears. */}
      <p
        id={errorId}
        aria-live="polite"
        className="text-sm font-medium text-red-700 empty:hidden [&:not(:empty)]:mt-2"
      >
        {error}
      </p>
    </div>
  );
}
