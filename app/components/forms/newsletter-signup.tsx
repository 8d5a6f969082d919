import { CheckCircle2, Mail } from "lucide-react";
import { useId } from "react";
import { formDefaultPages, specialFields } from "@contracts/forms";
import { useFormSubmission } from "~/lib/use-form-submission";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { FormHiddenFields } from "./form-hidden-fields";
import { HoneypotField } from "./honeypot-field";
import { FormNotices } from "./form-notices";

export interface NewsletterSignupProps {
  /** Form endpoint (identity.forms.newsletter); also the native post target without JavaScript. */
  endpoint: string;
  heading: string;
  body: string;
  label: string;
  placeholder: string;
  button: string;
  sending: string;
  success: string;
  invalidEmail: string;
  failure: string;
  /** The notice of a post refused for another reason than the address (no JavaScript). */
  invalidText: string;
  note: string;
  privacyLabel: string;
  privacyHref: string;
  /** The path of the page the box is on; a failed post without JavaScript returns there. */
  page?: string;
}

/**
 * The careers newsletter box (PRODUCT.md #5). With JavaScript: checks the address the field
 * holds, sends it and confirms inline; a failure shows an alert and keeps the address. Without
 * JavaScript: the browser checks type=email and the form posts to the endpoint, which answers
 * with the thank-you page, or with this page, the address kept and the fitting notice shown.
 */
export function NewsletterSignup(props: NewsletterSignupProps) {
  const { endpoint, heading, body, label, placeholder, button } = props;
  const { formProps, status, errorOf, submissionId } = useFormSubmission({
    form: "newsletter",
    endpoint,
  });
  const id = useId();
  const headingId = `${id}-heading`;
  const errorId = `${id}-error`;
  const error = errorOf("email");

  return (
    <section aria-labelledby={headingId} className="py-section">
      <Container>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-band-gradient px-6 py-12 text-white shadow-card-hover sm:px-12 md:py-16 lg:grid lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-12 lg:px-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 -left-16 -z-10 size-72 rounded-full bg-accent/20 blur-3xl"
          />
          <div>
            <span
              aria-hidden="true"
              className="mb-5 grid size-12 place-items-center rounded-2xl bg-white/10 text-accent-soft ring-1 ring-white/20"
            >
              <Mail className="size-6" strokeWidth={1.75} />
            </span>
            <h2 id={headingId} className="text-h2">
              {heading}
            </h2>
            <p className="mt-4 text-lead text-white/85">{body}</p>
          </div>
          <div className="mt-8 lg:mt-0">
            <form {...formProps} aria-labelledby={headingId}>
              <FormNotices
                form="newsletter"
                className="mb-4"
                notices={[
                  { key: "email", lines: [props.invalidEmail] },
                  { key: "invalid", lines: [props.invalidText] },
                  { key: "failed", lines: [props.failure] },
                ]}
              />
              <label htmlFor={`${id}-email`} className="sr-only">
                {label}
              </label>
              <div className="flex flex-col gap-3 rounded-[1.75rem] bg-white p-2 shadow-card-hover sm:flex-row sm:rounded-full">
                <input
                  id={`${id}-email`}
                  type="email"
                  name="email"
                  required
                  autoComplete="email"
                  placeholder={placeholder}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className="min-h-12 min-w-0 flex-1 rounded-full px-5 text-base text-ink placeholder:text-slate-text focus-visible:outline-offset-0"
                />
                <Button type="submit" variant="gradient" size="lg" disabled={status === "sending"}>
                  {status === "sending" ? props.sending : button}
                </Button>
              </div>
              <HoneypotField id={`${id}-gotcha`} name={specialFields.honeypot} />
              <FormHiddenFields
                page={props.page ?? formDefaultPages.newsletter}
                submissionId={submissionId}
              />
              <div aria-live="polite" className="mt-4 min-h-6">
                {error && (
                  <p id={errorId} className="font-semibold text-rose-200">
                    {error}
                  </p>
                )}
                {status === "sent" && (
                  <p className="flex items-start gap-2 font-semibold text-white">
                    <CheckCircle2
                      className="mt-0.5 size-5 shrink-0 text-accent"
                      aria-hidden="true"
                    />
                    {props.success}
                  </p>
                )}
              </div>
              {(status === "failed" || status === "timedOut") && (
                <p
                  role="alert"
                  className="mt-2 rounded-xl bg-rose-50 px-4 py-3 font-semibold text-rose-800"
                >
                  {props.failure}
                </p>
              )}
              <p className="mt-3 text-sm text-white/75">
                {props.note}{" "}
                <a
                  href={props.privacyHref}
                  className="font-semibold text-white underline underline-offset-4 hover:text-accent-soft"
                >
                  {props.privacyLabel}
                </a>
              </p>
            </form>
          </div>
        </div>
      </Container>
    </section>
  );
}
