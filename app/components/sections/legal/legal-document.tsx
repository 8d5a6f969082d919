import { Mail, MapPin, Phone } from "lucide-react";
import { PhoneLink } from "~/components/ui/phone-link";

export interface LegalDocumentSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocumentProps {
  updated: string;
  summary: string;
  sections: LegalDocumentSection[];
  contact: {
    heading: string;
    body: string;
    email: string;
    phone: { display: string; e164: string };
    address: string;
    hours: string;
  };
}

/** A plain-language legal page: contents list, readable prose column and contact details. */
export function LegalDocument({ updated, summary, sections, contact }: LegalDocumentProps) {
  return (
    <div className="py-section">
      <div className="mx-auto grid w-full max-w-content gap-12 px-gutter lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-28">
            <p className="text-sm font-semibold tracking-[0.14em] text-brand-600 uppercase">
              On this page
            </p>
            <ol className="mt-4 flex flex-col gap-1 border-l border-line">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-slate-text transition-colors hover:border-brand-600 hover:text-brand-700"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="max-w-prose">
          <p className="text-sm font-semibold text-slate-text">Last updated: {updated}</p>
          <p className="mt-4 rounded-card border border-brand-100 bg-brand-50 px-6 py-5 text-lead text-ink">
            {summary}
          </p>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-12">
              <h2 id={section.id} className="scroll-mt-28 text-h3 text-ink md:text-[1.75rem]">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-slate-text md:text-[1.0625rem]">
                  {paragraph}
                </p>
              ))}
              {section.list && (
                <ul className="mt-4 flex list-disc flex-col gap-2 pl-6 text-slate-text marker:text-brand-600 md:text-[1.0625rem]">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <aside
            aria-labelledby="legal-contact-heading"
            className="mt-14 rounded-card border border-line bg-surface-muted p-6 md:p-8"
          >
            <h2 id="legal-contact-heading" className="text-h3 text-ink">
              {contact.heading}
            </h2>
            <p className="mt-2 text-slate-text">{contact.body}</p>
            <ul className="mt-5 flex flex-col gap-3 text-ink">
              <li className="flex items-start gap-3">
                <Mail className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <a
                  href={`mailto:${contact.email}`}
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  {contact.email}
                </a>
              </li>
              <li className="flex items-start gap-3">
                <Phone className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span>
                  <PhoneLink
                    phone={contact.phone}
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  />{" "}
                  <span className="text-slate-text">({contact.hours})</span>
                </span>
              </li>
              <li className="flex items-start gap-3">
                <MapPin className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span>{contact.address}</span>
              </li>
            </ul>
          </aside>
        </article>
      </div>
    </div>
  );
}
