import { AlertCircle, CheckCircle2, LoaderCircle, Send } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import {
  fieldLimits,
  formDefaultPages,
  minNameLength,
  sendFailureMessage,
  specialFields,
  validationMessages,
} from "@contracts/forms";
import type { ContactFormContent } from "~/schema/contact";
import { emailPatternAttribute, namePatternAttribute } from "~/lib/form-constraints";
import { useFormSubmission } from "~/lib/use-form-submission";
import { Button } from "~/components/ui/button";
import { FormHiddenFields } from "./form-hidden-fields";
import { HoneypotField } from "./honeypot-field";
import { BriefField } from "./brief-field";
import { ContactField } from "./contact-field";
import { FormNotices } from "./form-notices";

type FieldName = "name" | "email" | "phone" | "message";

export interface ContactFormProps {
  /** Where the form posts: the bundled endpoint or a Formspree-compatible URL. */
  endpoint: string;
  content: ContactFormContent;
  privacyHref: string;
  /** The path of the page the form is on; a failed post without JavaScript returns there. */
  page?: string;
}

/**
 * The contact form. With JavaScript it validates what the fields hold (on leaving a field and
 * on send) and sends with fetch (idle → sending → sent; a failure or a 30 s timeout shows an
 * alert and keeps every field). Without JavaScript the same markup posts natively, the browser
 * enforces the same rules through the constraint attributes, and the endpoint answers with the
 * thank-you page or with this page, the values kept and the fitting notice shown.
 */
export function ContactForm({
  endpoint,
  content,
  privacyHref,
  page = formDefaultPages.contact,
}: ContactFormProps) {
  const id = useId();
  const { formProps, status, errorOf, submissionId } = useFormSubmission({
    form: "contact",
    endpoint,
  });
  const sentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status === "sent") sentRef.current?.focus();
  }, [status]);

  const fieldProps = (field: FieldName) => ({
    id: `${id}-${field}`,
    name: field,
    label: content.fields[field].label,
    placeholder: content.fields[field].placeholder,
    hint: content.fields[field].hint,
    autoComplete: content.fields[field].autoComplete,
    error: errorOf(field),
  });

  const fallback = content.fallback;
  return (
    <form
      {...formProps}
      // A file goes only in a multipart post; the browser sends one without JavaScript too.
      encType="multipart/form-data"
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

      <FormNotices
        form="contact"
        heading={fallback.heading}
        hint={fallback.backHint}
        notices={[
          { key: "name", lines: [validationMessages.contactName] },
          { key: "email", lines: [validationMessages.contactEmail] },
          {
            key: "name-email",
            lines: [validationMessages.contactName, validationMessages.contactEmail],
          },
          { key: "invalid", lines: [fallback.invalidText] },
          { key: "failed", lines: [sendFailureMessage, fallback.failedText] },
        ]}
      />

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
        {content.brief && (
          <BriefField
            id={`${id}-brief`}
            label={content.brief.label}
            hint={content.brief.hint}
            error={errorOf("brief")}
            className="sm:col-span-2"
          />
        )}
      </div>

      <HoneypotField
        id={`${id}-gotcha`}
        name={specialFields.honeypot}
        label={content.honeypotLabel}
      />
      <FormHiddenFields page={page} submissionId={submissionId} />

      {(status === "failed" || status === "timedOut") && (
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
