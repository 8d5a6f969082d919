import { useRef, useState, type FormEvent } from "react";
import {
  applicationFields,
  applicationLimits,
  applicationMessages,
  checkApplicationText,
  cvAccept,
  cvMaxBytes,
} from "@contracts/applicants";
import { specialFields } from "@contracts/forms";
import { Field } from "~/components/ui/field";
import { buttonClassName } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { newSubmissionId } from "~/lib/submission-id";
import { useHydrated } from "~/lib/use-hydrated";
import { HoneypotField } from "./honeypot-field";

export interface ApplicationFormCopy {
  heading: string;
  intro: string;
  nameLabel: string;
  emailLabel: string;
  phoneLabel: string;
  linkLabel: string;
  linkHint: string;
  noteLabel: string;
  cvLabel: string;
  cvHint: string;
  optional: string;
  submit: string;
  sending: string;
  success: string;
  failure: string;
}

export interface ApplicationFormProps {
  endpoint: string;
  /** The opening's slug, posted with the form. */
  opening: string;
  copy: ApplicationFormCopy;
}

type Errors = Partial<Record<string, string>>;

const idOf = (field: string) => `application-${field}`;

/** What the browser can tell before sending: the text's checks and the CV's presence and size. */
function checkInBrowser(data: FormData): Errors {
  const text = Object.fromEntries(
    [...data].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
  const checked = checkApplicationText(text);
  const errors: Errors = checked.ok
    ? {}
    : Object.fromEntries(checked.errors.map((error) => [error.field, error.message]));
  const cv = data.get(applicationFields.cv);
  if (!(cv instanceof File) || cv.size === 0) errors.cv = applicationMessages.cv;
  else if (cv.size > cvMaxBytes) errors.cv = applicationMessages.cvSize;
  return errors;
}

/**
 * The application form of an opening: a plain multipart form that posts without JavaScript
 * (the server answers with a page), and with it is sent by fetch, each field's message shown
 * beside it, the same messages the server gives.
 */
export function ApplicationForm({ endpoint, opening, copy }: ApplicationFormProps) {
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [formError, setFormError] = useState<string>();
  const submission = useRef<string | undefined>(undefined);
  // The browser's own checks until the island runs; then the form's, in the server's words.
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const found = checkInBrowser(data);
    setErrors(found);
    setFormError(undefined);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(idOf(first))?.focus();
    // One id per filled form: sent again after a failure, the server stores it once.
    data.set(specialFields.submission, (submission.current ??= newSubmissionId()));
    setState("sending");
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        body: data,
        headers: { accept: "application/json" },
      });
      if (response.ok) {
        setState("sent");
        return;
      }
      const body = (await response.json()) as {
        errors?: Array<{ field?: string; message: string }>;
      };
      const fieldErrors = (body.errors ?? []).filter((error) => error.field);
      setErrors(Object.fromEntries(fieldErrors.map((error) => [error.field, error.message])));
      if (fieldErrors.length === 0) setFormError(body.errors?.[0]?.message ?? copy.failure);
    } catch {
      setFormError(copy.failure);
    }
    setState("idle");
  }

  if (state === "sent")
    return (
      <div role="status" className="rounded-card border border-line bg-white p-6 shadow-card">
        <h2 className="text-h3 text-ink">{copy.heading}</h2>
        <p className="mt-3 text-slate-text">{copy.success}</p>
      </div>
    );

  const optional = <span>{copy.optional}</span>;
  return (
    <form
      data-form="application"
      method="post"
      encType="multipart/form-data"
      action={endpoint}
      onSubmit={onSubmit}
      noValidate={hydrated}
      aria-labelledby="application-heading"
      className="grid gap-5 rounded-card border border-line bg-white p-6 shadow-card md:p-7"
    >
      <div>
        <h2 id="application-heading" className="text-h3 text-ink">
          {copy.heading}
        </h2>
        <p className="mt-2 text-slate-text">{copy.intro}</p>
      </div>
      <input type="hidden" name={applicationFields.opening} value={opening} />
      <input type="hidden" name={specialFields.submission} value="" />
      <HoneypotField id="application-gotcha" name={specialFields.honeypot} />
      <Field id={idOf("name")} label={copy.nameLabel} error={errors.name}>
        {(control) => (
          <input
            {...control}
            name={applicationFields.name}
            type="text"
            autoComplete="name"
            required
            minLength={3}
            maxLength={applicationLimits.name}
          />
        )}
      </Field>
      <Field id={idOf("email")} label={copy.emailLabel} error={errors.email}>
        {(control) => (
          <input
            {...control}
            name={applicationFields.email}
            type="email"
            autoComplete="email"
            required
            maxLength={applicationLimits.email}
          />
        )}
      </Field>
      <Field id={idOf("phone")} label={copy.phoneLabel} tag={optional} error={errors.phone}>
        {(control) => (
          <input
            {...control}
            name={applicationFields.phone}
            type="tel"
            autoComplete="tel"
            maxLength={applicationLimits.phone}
          />
        )}
      </Field>
      <Field
        id={idOf("link")}
        label={copy.linkLabel}
        hint={copy.linkHint}
        tag={optional}
        error={errors.link}
      >
        {(control) => (
          <input
            {...control}
            name={applicationFields.link}
            type="url"
            pattern="https://.+"
            maxLength={applicationLimits.link}
          />
        )}
      </Field>
      <Field id={idOf("note")} label={copy.noteLabel} tag={optional} error={errors.note}>
        {(control) => (
          <textarea
            {...control}
            name={applicationFields.note}
            rows={5}
            maxLength={applicationLimits.note}
          />
        )}
      </Field>
      <Field id={idOf("cv")} label={copy.cvLabel} hint={copy.cvHint} error={errors.cv}>
        {(control) => (
          <input
            {...control}
            type="file"
            name={applicationFields.cv}
            accept={cvAccept}
            required
            className={cn(
              control.className,
              "py-2 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-800",
            )}
          />
        )}
      </Field>
      <p id={idOf("form-error")} role="alert" className="font-medium text-red-700 empty:hidden">
        {formError}
      </p>
      <button
        type="submit"
        disabled={state === "sending"}
        className={cn(buttonClassName("gradient", "lg"), "justify-self-start")}
      >
        {state === "sending" ? copy.sending : copy.submit}
      </button>
    </form>
  );
}
