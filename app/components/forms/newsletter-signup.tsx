import { CheckCircle2, Mail } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { isValidEmail, specialFields } from "@contracts/forms";
import { submitForm } from "~/lib/submit-form";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { HoneypotField } from "./honeypot-field";
import { useHydrated } from "~/lib/use-hydrated";

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
  note: string;
  privacyLabel: string;
  privacyHref: string;
}

type Status = "idle" | "sending" | "sent" | "failed";

/**
 * The careers newsletter box (PRODUCT.md #5). With JavaScript: checks the address, sends it with
 * submitForm and confirms inline; a failure shows an alert and keeps the address. Without
 * JavaScript: the browser checks type=email and the form posts to the endpoint, which answers
 * with the thank-you page.
 */
export function NewsletterSignup(props: NewsletterSignupProps) {
  const { endpoint, heading, body, label, placeholder, button } = props;
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [status, setStatus] = useState<Status>("idle");
  // The browser's own check only until hydration; then our message replaces its bubble.
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const headingId = `${id}-heading`;
  const errorId = `${id}-error`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    if (!isValidEmail(email)) {
      setInvalid(true);
      setStatus("idle");
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setStatus("sending");
    const honeypot = new FormData(event.currentTarget).get(specialFields.honeypot);
    const result = await submitForm(endpoint, "newsletter", {
      email: email.trim(),
      ...(typeof honeypot === "string" && honeypot ? { [specialFields.honeypot]: honeypot } : {}),
    });
    if (result.ok) {
      setStatus("sent");
      setEmail("");
    } else {
      setStatus("failed");
    }
  }

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
            <form
              method="post"
              action={endpoint}
              noValidate={hydrated}
              onSubmit={onSubmit}
              aria-labelledby={headingId}
            >
              <label htmlFor={`${id}-email`} className="sr-only">
                {label}
              </label>
              <div className="flex flex-col gap-3 rounded-[1.75rem] bg-white p-2 shadow-card-hover sm:flex-row sm:rounded-full">
                <input
                  ref={inputRef}
                  id={`${id}-email`}
                  type="email"
                  name="email"
                  required
                  autoComplete="email"
                  placeholder={placeholder}
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    if (invalid) setInvalid(false);
                    if (status === "sent") setStatus("idle");
                  }}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? errorId : undefined}
                  className="min-h-12 min-w-0 flex-1 rounded-full px-5 text-base text-ink placeholder:text-slate-text focus-visible:outline-offset-0"
                />
                <Button type="submit" variant="gradient" size="lg" disabled={status === "sending"}>
                  {status === "sending" ? props.sending : button}
                </Button>
              </div>
              <HoneypotField id={`${id}-gotcha`} name={specialFields.honeypot} defaultValue="" />
              <div aria-live="polite" className="mt-4 min-h-6">
                {invalid && (
                  <p id={errorId} className="font-semibold text-rose-200">
                    {props.invalidEmail}
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
              {status === "failed" && (
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
