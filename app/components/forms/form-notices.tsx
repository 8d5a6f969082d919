import { AlertTriangle } from "lucide-react";
import { formNoticeId, type ErrorFragmentKey, type FormName } from "@contracts/forms";
import { cn } from "~/lib/cn";

export interface FormNotice {
  key: ErrorFragmentKey;
  lines: readonly string[];
}

export interface FormNoticesProps {
  form: FormName;
  notices: readonly FormNotice[];
  /** Above the lines of every notice, e.g. "Your message was not sent yet". */
  heading?: string;
  /** Below the lines of every notice. */
  hint?: string;
  className?: string;
}

/**
 * What a form posted without JavaScript shows when the endpoint refuses it. Every notice is in
 * the prerendered HTML with `hidden`; the endpoint answers with this page, the visitor's values
 * put back into the form and the fitting notice's `hidden` removed (`#<form>-error-<key>`, see
 * contracts/forms.ts `formNoticeId`). With JavaScript the form shows the same problems on its
 * fields instead (app/lib/use-form-submission.ts hides a shown notice on hydration).
 */
export function FormNotices({ form, notices, heading, hint, className }: FormNoticesProps) {
  return (
    <>
      {notices.map(({ key, lines }) => (
        <div
          key={key}
          id={formNoticeId(form, key)}
          data-form-notice={key}
          hidden
          className={cn(
            "flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-left text-red-900",
            className,
          )}
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <div>
            {heading && <p className="font-semibold">{heading}</p>}
            <ul className={cn("space-y-1 text-sm font-medium", heading && "mt-1")}>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {hint && <p className="mt-2 text-sm">{hint}</p>}
          </div>
        </div>
      ))}
    </>
  );
}
