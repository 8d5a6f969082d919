import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** What a field's control takes from its frame: the wiring and the look. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

export interface FieldProps {
  /** The control's id; the hint's and the message's ids derive from it. */
  id: string;
  label: ReactNode;
  /** The message to show (and announce) now; undefined when the field is fine or untouched. */
  error?: string;
  hint?: ReactNode;
  /** A short tag beside the label, e.g. "required" or "optional". */
  tag?: ReactNode;
  className?: string;
  /** Renders the control (input, textarea or select) with the props given. */
  children: (control: FieldControlProps) => ReactNode;
}

const control =
  "block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-[inset_0_1px_2px_rgb(11_21_48/0.04)] transition-[border-color,box-shadow] duration-200 placeholder:text-slate-500 focus:outline-none focus-visible:border-brand-500 focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none";

/** The one look for a text control, plain or in error, on the site's forms and the desk's. */
export const fieldControlClassName = (invalid: boolean, className?: string) =>
  cn(
    control,
    invalid
      ? "border-red-600 focus-visible:border-red-600 focus-visible:ring-red-100"
      : "border-line hover:border-brand-300",
    className,
  );

/**
 * A labelled control with its hint and its message, the message tied to the control and
 * announced when it changes. Every form of the site and the lead desk draw their fields with
 * it; the control itself is the caller's (`children`), so it may be an input, a textarea or a
 * select, uncontrolled (the site's forms read the DOM) or controlled (the desk).
 */
export function Field({ id, label, error, hint, tag, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
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
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby":
          [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined,
        className: fieldControlClassName(Boolean(error)),
      })}
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
