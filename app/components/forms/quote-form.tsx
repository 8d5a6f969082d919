import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import {
  fieldLimits,
  minNameLength,
  quoteServiceOptions,
  sendFailureMessage,
  specialFields,
  validationMessages,
  type QuoteService,
} from "@contracts/forms";
import { cn } from "~/lib/cn";
import { emailPatternAttribute, namePatternAttribute } from "~/lib/form-constraints";
import { useAdoptedValue } from "~/lib/use-adopted-value";
import { useFormSubmission, type FormSubmissionOptions } from "~/lib/use-form-submission";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormHiddenFields } from "./form-hidden-fields";
import { HoneypotField } from "./honeypot-field";
import { BriefField, type BriefFieldProps } from "./brief-field";
import { FormNotices } from "./form-notices";

export interface QuoteFormProps {
  /** Where a request is posted (identity.forms.quote). */
  endpoint: string;
  /** The path of the service page the form is on; a failed post without JavaScript returns there. */
  page: string;
  /** The service pre-selected in the select; "" leaves the empty option. */
  defaultService?: QuoteService | "";
  /** Called once a request has been delivered. */
  onSent?: () => void;
  /** Closes whatever holds the form (the dialog), from the confirmation. */
  onDone?: () => void;
  /** Sends the fields (and the brief); defaults to the Formspree-compatible client. */
  send?: FormSubmissionOptions["send"];
  /** The optional brief's label and hint (the contact form's copy); no file field without it. */
  brief?: Pick<BriefFieldProps, "label" | "hint">;
}

const notices = {
  heading: "Your request was not sent yet",
  invalid:
    "Some of the details could not be accepted. Please check each field and send the request again.",
  failed:
    "Too many requests arrived from your connection or our server is busy. Please wait a minute and send it again.",
  hint: "What you typed is still in the form below.",
};

const subjectFor = (service: string | undefined) =>
  `Quote request: ${
    quoteServiceOptions.find((option) => option.value === service)?.label ?? "service not chosen"
  }`;

/**
 * The quote request form (SPEC.md §5, PRODUCT.md #3 and #4). Errors appear beside their field
 * after the field is left or a send is tried, and are announced; a valid request is sent to the
 * form endpoint and confirmed in place; a failure keeps every field and says so. The fields are
 * uncontrolled (app/lib/use-form-submission.ts): what they hold is what is checked and sent.
 */
export function QuoteForm({
  endpoint,
  page,
  defaultService = "",
  onSent,
  onDone,
  send,
  brief,
}: QuoteFormProps) {
  const id = useId();
  const { formProps, status, errorOf, submissionId } = useFormSubmission({
    form: "quote",
    endpoint,
    send,
    onSent,
    extraFields: (fields) => ({ [specialFields.subject]: subjectFor(fields.service) }),
  });
  const message = useAdoptedValue(`${id}-message`);
  const confirmationRef = useRef<HTMLHeadingElement>(null);

  // The form is replaced by the confirmation: move focus there so it is not lost, and read out.
  useEffect(() => {
    if (status === "sent") confirmationRef.current?.focus();
  }, [status]);

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

  const sending = status === "sending";

  return (
    <form
      {...formProps}
      // A file goes only in a multipart post; the browser sends one without JavaScript too.
      encType="multipart/form-data"
      className="grid gap-5"
    >
      <FormNotices
        form="quote"
        heading={notices.heading}
        hint={notices.hint}
        notices={[
          { key: "name", lines: [validationMessages.quoteName] },
          { key: "email", lines: [validationMessages.quoteEmail] },
          {
            key: "name-email",
            lines: [validationMessages.quoteName, validationMessages.quoteEmail],
          },
          { key: "invalid", lines: [notices.invalid] },
          { key: "failed", lines: [sendFailureMessage, notices.failed] },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Your name" error={errorOf("name")}>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              autoComplete="name"
              required
              minLength={minNameLength}
              maxLength={fieldLimits.name}
              pattern={namePatternAttribute}
              title={validationMessages.quoteName}
              data-autofocus
            />
          )}
        </Field>
        <Field id={`${id}-email`} label="Email address" error={errorOf("email")}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={fieldLimits.email}
              pattern={emailPatternAttribute}
              title={validationMessages.quoteEmail}
            />
          )}
        </Field>
      </div>
      <Field id={`${id}-service`} label="Service" tag="optional">
        {(control) => (
          // Hydration never re-selects an option, so a choice made before it is kept.
          <select
            {...control}
            name="service"
            defaultValue={defaultService}
            className={cn(control.className, "appearance-auto")}
          >
            <option value="">Not sure yet</option>
            {quoteServiceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={`${id}-message`}
        label="About your project"
        tag="optional"
        error={errorOf("message")}
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={4}
            maxLength={fieldLimits.message}
            defaultValue={message}
            className={cn(control.className, "resize-y")}
          />
        )}
      </Field>
      {brief && (
        <BriefField
          id={`${id}-brief`}
          label={brief.label}
          hint={brief.hint}
          error={errorOf("brief")}
        />
      )}
      <HoneypotField id={`${id}-gotcha`} name={specialFields.honeypot} />
      <FormHiddenFields page={page} submissionId={submissionId} />
      {(status === "failed" || status === "timedOut") && (
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
