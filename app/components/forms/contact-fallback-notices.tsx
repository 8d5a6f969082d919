import { AlertTriangle } from "lucide-react";
import {
  errorFragment,
  sendFailureMessage,
  validationMessages,
  type ErrorFragmentKey,
} from "@contracts/forms";
import type { ContactFormContent } from "~/schema/contact";

/**
 * What a plain (no-JavaScript) post sent back by the form endpoint shows. The endpoint
 * redirects to `/contact-us#contact-error-<key>`; CSS `:target` reveals the matching notice,
 * so it works on the prerendered page without any script. With JavaScript the form shows the
 * same problems on its fields instead, and these stay hidden.
 */
export function ContactFallbackNotices({ content }: { content: ContactFormContent["fallback"] }) {
  const notices: Array<[ErrorFragmentKey, string[]]> = [
    ["name", [validationMessages.contactName]],
    ["email", [validationMessages.contactEmail]],
    ["name-email", [validationMessages.contactName, validationMessages.contactEmail]],
    ["invalid", [content.invalidText]],
    ["failed", [sendFailureMessage, content.failedText]],
  ];
  return (
    <>
      {notices.map(([key, lines]) => (
        <div
          key={key}
          id={errorFragment("contact", key)}
          tabIndex={-1}
          className="contact-fallback-notice gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 outline-none"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <div>
            <p className="font-semibold">{content.heading}</p>
            <ul className="mt-1 space-y-1 text-sm font-medium">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm">{content.backHint}</p>
          </div>
        </div>
      ))}
    </>
  );
}
