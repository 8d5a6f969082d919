import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import {
  fieldLimits,
  isValidEmail,
  isValidName,
  quoteServiceOptions,
  sendFailureMessage,
  specialFields,
  validationMessages,
  type QuoteService,
} from "@contracts/forms";
import { cn } from "~/lib/cn";
import { submitForm, type SubmitResult } from "~/lib/submit-form";
import { Button } from "~/components/ui/button";
import { HoneypotField } from "./honeypot-field";

export type QuoteFields = Record<"name" | "email" | "service" | "message" | "_gotcha", string>;

export interface QuoteFormProps {
  /** Where a request is posted (identity.forms.quote). */
  endpoint: string;
  /** The service pre-selected in the select; "" leaves the empty option. */
  defaultService?: QuoteService | "";
  /** Called once a request has been delivered. */
  onSent?: () => void;
  /** Closes whatever holds the form (the dialog), from the confirmation. */
  onDone?: () => void;
  /** Sends the fields; defaults to the Formspree-compatible client. Tests inject their own. */
  send?: (fields: Record<string, string>) => Promise<SubmitResult>;
}

type Status = "idle" | "sending" | "sent" | "failed";

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-slate-500 hover:border-brand-300 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 aria-invalid:border-red-600";

/**
 * The quote request form (SPEC.md §5, PRODUCT.md #3 and #4). Errors appear beside their field
 * after the field is left or a submit is tried, and are announced; a valid request is sent to
 * the form endpoint and confirmed in place; a failure keeps every field and says so.
 */
export function QuoteForm({
  endpoint,
  defaultService = "",
  onSent,
  onDone,
  send = (fields) => submitForm(endpoint, "quote", fields),
}: QuoteFormProps) {
  const id = useId();
  const [values, setValues] = useState<QuoteFields>({
    name: "",
    email: "",
    service: defaultService,
    message: "",
    _gotcha: "",
  });
  const [touched, setTouched] = useState({ name: false, email: false });
  const [status, setStatus] = useState<Status>("idle");
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);

  // The form is replaced by the confirmation: move focus there so it is not lost, and read out.
  useEffect(() => {
    if (status === "sent") confirmationRef.current?.focus();
  }, [status]);

  const nameError = touched.name && !isValidName(values.name) ? validationMessages.quoteName : "";
  const emailError =
    touched.email && !isValidEmail(values.email) ? validationMessages.quoteEmail : "";

  const update = (field: keyof QuoteFields) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    setTouched({ name: true, email: true });
    if (!isValidName(values.name)) return nameRef.current?.focus();
    if (!isValidEmail(values.email)) return emailRef.current?.focus();
    setStatus("sending");
    const serviceLabel =
      quoteServiceOptions.find((option) => option.value === values.service)?.label ??
      "service not chosen";
    const result = await send({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
      [specialFields.subject]: `Quote request: ${serviceLabel}`,
    });
    if (result.ok) {
      setStatus("sent");
      onSent?.();
    } else {
      setStatus("failed");
    }
  }

  if (status === "sent") {
    return (
      <div role="status" className="rounded-card bg-brand-50 p-6 text-center ring-1 ring-brand-100">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-brand-600" />
        <h3 ref={confirmationRef} tabIndex={-1} className="mt-3 text-h3 outline-none">
          Thank you, your request is in
        </h3>
        <p className="mt-2 text-slate-text">
          We read every request ourselves and reply within one working day, usually with a few
          questions and a first estimate.
        </p>
        {onDone && (
          <Button className="mt-5" onClick={onDone}>
            Done
          </Button>
        )}
      </div>
    );
  }

  const errorId = (field: string) => `${id}-${field}-error`;
  const sending = status === "sending";

  return (
    <form noValidate method="post" action={endpoint} onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-semibold text-ink">
            Your name
          </label>
          <input
            ref={nameRef}
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={fieldLimits.name}
            data-autofocus
            value={values.name}
            onChange={(event) => update("name")(event.target.value)}
            onBlur={() => setTouched((current) => ({ ...current, name: true }))}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? errorId("name") : undefined}
            className={inputClass}
          />
          <FieldError id={errorId("name")} message={nameError} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-semibold text-ink">
            Email address
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={fieldLimits.email}
            value={values.email}
            onChange={(event) => update("email")(event.target.value)}
            onBlur={() => setTouched((current) => ({ ...current, email: true }))}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? errorId("email") : undefined}
            className={inputClass}
          />
          <FieldError id={errorId("email")} message={emailError} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-service`} className="text-sm font-semibold text-ink">
          Service <span className="font-normal text-slate-text">(optional)</span>
        </label>
        <select
          id={`${id}-service`}
          name="service"
          value={values.service}
          onChange={(event) => update("service")(event.target.value)}
          className={cn(inputClass, "appearance-auto")}
        >
          <option value="">Not sure yet</option>
          {quoteServiceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-semibold text-ink">
          About your project <span className="font-normal text-slate-text">(optional)</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          maxLength={fieldLimits.message}
          value={values.message}
          onChange={(event) => update("message")(event.target.value)}
          className={cn(inputClass, "resize-y")}
        />
      </div>
      <HoneypotField
        id={`${id}-gotcha`}
        name={specialFields.honeypot}
        value={values._gotcha}
        onChange={(event) => update("_gotcha")(event.target.value)}
      />
      {status === "failed" && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {sendFailureMessage}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        disabled={sending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {sending ? "Sending..." : "Send Request"}
      </Button>
    </form>
  );
}

/** The message beside a field; the live region exists before the message does, so it is read out. */
function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} aria-live="polite" className="mt-1.5 min-h-5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
