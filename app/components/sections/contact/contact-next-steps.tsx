import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { ThankYouPageContent } from "~/schema/contact";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

export interface ContactNextStepsProps {
  next: ThankYouPageContent["next"];
  reach: ThankYouPageContent["reach"];
  phone: { display: string; e164: string };
  email: string;
  /** A link under the contacts, e.g. to the portfolio. */
  action?: ReactNode;
}

/** The thank-you page body: the three steps after a message, and how to reach us sooner. */
export function ContactNextSteps({ next, reach, phone, email, action }: ContactNextStepsProps) {
  return (
    <div className="grid items-start gap-10 lg:grid-cols-12">
      <div className="lg:col-span-7">
        <h2 className="text-h2 text-ink">{next.heading}</h2>
        <ol className="mt-8 space-y-4">
          {next.steps.map((step, index) => (
            <li key={step.title}>
              <Card reveal className="flex gap-5">
                <span
                  aria-hidden="true"
                  className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-600 font-display text-lg font-bold text-white"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                <div>
                  <h3 className="text-h3 text-ink">{step.title}</h3>
                  <p className="mt-2 text-slate-text">{step.text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      </div>
      <aside
        aria-labelledby="thank-you-reach"
        className="rounded-card bg-linear-to-br from-navy via-navy to-brand-900 p-7 text-white shadow-card-hover md:p-9 lg:col-span-5 lg:mt-16"
      >
        <h2 id="thank-you-reach" className="text-h3 text-white">
          {reach.heading}
        </h2>
        <p className="mt-3 text-white/80">{reach.text}</p>
        <ul className="mt-7 space-y-5">
          {(
            [
              [Phone, reach.phoneLabel, `tel:${phone.e164}`, phone.display],
              [Mail, reach.emailLabel, `mailto:${email}`, email],
            ] as const
          ).map(([Icon, label, href, text]) => (
            <li key={href} className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/10 text-accent-soft ring-1 ring-white/15"
              >
                <Icon className="size-5" strokeWidth={1.75} />
              </span>
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-[0.14em] text-white/70 uppercase">
                  {label}
                </p>
                <a
                  href={href}
                  className={cn(
                    "font-semibold text-white underline-offset-4 hover:text-accent-soft hover:underline",
                    href.startsWith("tel:") ? "whitespace-nowrap" : "break-words",
                  )}
                >
                  {text}
                </a>
              </div>
            </li>
          ))}
        </ul>
        {action && <div className="mt-8 border-t border-white/15 pt-7">{action}</div>}
      </aside>
    </div>
  );
}
