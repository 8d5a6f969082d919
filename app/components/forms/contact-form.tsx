import { AlertCircle, CheckCircle2, LoaderCircle, Send } from "lucide-react";
import { useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import {
  emailPatternAttribute,
  errorFragment,
  fieldLimits,
  fieldProblem,
  minNameLength,
  namePatternAttribute,
  sendFailureMessage,
  specialFields,
  validationMessages,
  type ErrorFragmentKey,
} from "@contracts/forms";
import type { ContactFormContent } from "~/schema/contact";
import { submitForm } from "~/lib/submit-form";
import { Button } from "~/components/ui/button";
import { ContactFallbackNotices } from "./contact-fallback-notices";
import { ContactField } from "./contact-field";
import { HoneypotField } from "./honeypot-field";
import { useHydrated } from "~/lib/use-hydrated";

type FieldName = "name" | "email" | "phone" | "message";
type Values = Record<FieldName, string>;
type Status = "idle" | "sending" | "sent";

const fieldOrder: FieldName[] = ["name", "email", "phone", "message"];
const empty: Values = { name: "", email: "", phone: "", message: "" };
const untouched: Record<FieldName, boolean> = {
  name: false,
  email: false,
  phone: false,
  message: false,
};

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};
/** Which notice the endpoint sent a plain post back with (`#contact-error-<key>`), if any. */
const useFallbackKey = (): ErrorFragmentKey | undefined => {
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => "",
  );
  const prefix = `#${errorFragment("contact", "name").replace(/name$/, "")}`;
  return hash.startsWith(prefix) ? (hash.slice(prefix.length) as ErrorFragmentKey) : undefined;
};

export interface ContactFormProps {
  /** Where the form posts: the bundled endpoint or a Formspree-compatible URL. */
  endpoint: string;
  content: ContactFormContent;
  privacyHref: string;
}

/**
 * The contact form. With JavaScript it validates live and sends with fetch (idle → sending →
 * sent; a failure returns to idle with an alert and keeps every field). Without JavaScript the
 * same markup posts natively, the browser enforces the same rules through the constraint
 * attributes, and the endpoint redirects to the thank-you page or back here with a notice.
 */
export function ContactForm({ endpoint, content, privacyHref }: ContactFormProps) {
  const id = useId();
  const enhanced = useHydrated();
  const fallbackKey = useFallbackKey();
  const [values, setValues] = useState<Values>(empty);
  const [touched, setTouched] = useState(untouched);
  const [status, setStatus] = useState<Status>("idle");
  const [failed, setFailed] = useState(false);
  const [fallbackDismissed, setFallbackDismissed] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  // A post sent back by the endpoint shows its problems on the fields once React runs.
  const fallback = fallbackDismissed ? undefined : fallbackKey;
  const flaggedByFallback = (field: FieldName) =>
    fallback === "invalid" ||
    (fallback !== undefined && fallback !== "failed" && fallback.includes(field));

  const problems: Record<FieldName, string | undefined> = {
    name: fieldProblem("contact", "name", values.name),
    email: fieldProblem("contact", "email", values.email),
    phone: values.phone ? fieldProblem("contact", "phone", values.phone) : undefined,
    message: values.message ? fieldProblem("contact", "message", values.message) : undefined,
  };
  const shownError = (field: FieldName) =>
    touched[field] || flaggedByFallback(field) ? problems[field] : undefined;
  const showFailure = failed || fallback === "failed";

  const update = (field: FieldName) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: FieldName) => () =>
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    setFallbackDismissed(true);
    setTouched({ name: true, email: true, phone: true, message: true });
    const firstInvalid = fieldOrder.find((field) => problems[field]);
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      return;
    }
    setStatus("sending");
    setFailed(false);
    const result = await submitForm(endpoint, "contact", {
      name: values.name,
      email: values.email,
      phone: values.phone,
      message: values.message,
      [specialFields.honeypot]: honeypot.current?.value ?? "",
    });
    if (result.ok) {
      setValues(empty);
      setTouched(untouched);
      setStatus("sent");
      requestAnimationFrame(() => sentRef.current?.focus());
    } else {
      // submitForm has logged the cause; everything typed stays in place.
      setStatus("idle");
      setFailed(true);
    }
  }

  const fieldProps = (field: FieldName) => ({
    id: `${id}-${field}`,
    name: field,
    label: content.fields[field].label,
    placeholder: content.fields[field].placeholder,
    hint: content.fields[field].hint,
    autoComplete: content.fields[field].autoComplete,
    value: values[field],
    onChange: update(field),
    onBlur: touch(field),
    error: shownError(field),
  });

  return (
    <form
      method="post"
      action={endpoint}
      noValidate={enhanced}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-description`}
      className="grid gap-6"
    >
      <div>
        <h2 id={`${id}-heading`} className="text-h3 text-ink">
          {content.heading}
        </h2>
        <p id={`${id}-description`} className="mt-2 text-slate-text">
          {content.description}
        </p>
      </div>

      <ContactFallbackNotices content={content.fallback} />

      {status === "sent" && (
        <div
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 outline-none"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <div>
            <p className="font-semibold">{content.sentHeading}</p>
            <p className="mt-1 text-sm">{content.sentText}</p>
          </div>
        </div>
      )}

      <div className="grid gap-6 sm:grid-cols-2">
        <ContactField
          {...fieldProps("name")}
          tag={content.required}
          constraints={{
            required: true,
            minLength: minNameLength,
            maxLength: fieldLimits.name,
            pattern: namePatternAttribute,
            title: validationMessages.contactName,
          }}
        />
        <ContactField
          {...fieldProps("email")}
          type="email"
          tag={content.required}
          constraints={{
            required: true,
            maxLength: fieldLimits.email,
            pattern: emailPatternAttribute,
            title: validationMessages.contactEmail,
          }}
        />
        <ContactField
          {...fieldProps("phone")}
          type="tel"
          className="sm:col-span-2"
          constraints={{ maxLength: fieldLimits.phone }}
        />
        <ContactField
          {...fieldProps("message")}
          multiline
          className="sm:col-span-2"
          constraints={{ maxLength: fieldLimits.message }}
        />
      </div>

      <HoneypotField
        ref={honeypot}
        id={`${id}-gotcha`}
        name={specialFields.honeypot}
        label={content.honeypotLabel}
        defaultValue=""
      />

      {showFailure && (
        <div
          role="alert"
          className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 font-medium text-red-800"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <p>{sendFailureMessage}</p>
        </div>
      )}

      <div className="flex flex-col-reverse items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-sm text-sm text-slate-text">
          {content.privacy.before}{" "}
          <a
            href={privacyHref}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {content.privacy.linkLabel}
          </a>
          {content.privacy.after}
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={status === "sending"}
          className="w-full sm:w-auto"
        >
          {status === "sending" ? (
            <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-5" />
          )}
          {status === "sending" ? content.sending : content.submit}
        </Button>
      </div>
    </form>
  );
}
