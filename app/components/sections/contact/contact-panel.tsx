import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ContactPanelContent } from "~/schema/contact";
import { SocialIcons, type SocialLinks } from "~/components/layout/social-bar";
import { PhoneLink } from "~/components/ui/phone-link";

export interface ContactPanelProps {
  content: ContactPanelContent;
  phone: { display: string; e164: string };
  email: string;
  /** Address lines, e.g. street, then city and postcode, then country. */
  address: string[];
  hours: string;
  social: SocialLinks;
}

function Item({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/10 text-accent-soft ring-1 ring-white/15"
      >
        <Icon className="size-5" strokeWidth={1.75} />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.14em] text-white/70 uppercase">{label}</p>
        <div className="mt-1 text-white">{children}</div>
      </div>
    </li>
  );
}

const linkClass =
  "font-semibold break-words text-white underline-offset-4 transition-colors hover:text-accent-soft hover:underline";

/** The contact side panel: phone, e-mail, address, office hours and the three social links. */
export function ContactPanel({ content, phone, email, address, hours, social }: ContactPanelProps) {
  return (
    <aside
      aria-labelledby="contact-panel-heading"
      className="relative isolate overflow-hidden rounded-card bg-navy p-7 text-white shadow-card-hover md:p-9"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-br from-navy via-navy to-brand-900"
      />
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-64 rounded-full bg-accent/25 blur-3xl"
      />
      <h2 id="contact-panel-heading" className="text-h3 text-white">
        {content.heading}
      </h2>
      <p className="mt-3 text-white/80">{content.text}</p>
      <ul className="mt-8 space-y-6">
        <Item icon={Phone} label={content.phoneLabel}>
          <PhoneLink phone={phone} className={linkClass} />
        </Item>
        <Item icon={Mail} label={content.emailLabel}>
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        </Item>
        <Item icon={MapPin} label={content.addressLabel}>
          <address className="not-italic">
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Item>
        <Item icon={Clock} label={content.hoursLabel}>
          <p>{hours}</p>
        </Item>
      </ul>
      <div className="mt-9 border-t border-white/15 pt-7">
        <h3 className="text-sm font-semibold tracking-[0.14em] text-white/80 uppercase">
          {content.socialHeading}
        </h3>
        <SocialIcons
          links={social}
          className="mt-4 flex gap-3"
          itemClassName="grid size-11 place-items-center rounded-xl bg-white/10 text-white ring-1 ring-white/20 transition-colors hover:bg-brand-600 hover:ring-brand-400"
        />
      </div>
    </aside>
  );
}
