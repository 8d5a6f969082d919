import { Mail, MapPin, Phone } from "lucide-react";
import type { FooterContent, NavLink, Navigation } from "~/schema/common";
import { Container } from "~/components/ui/container";
import { Logo } from "./logo";
import { SocialIcons, type SocialLinks } from "./social-bar";
import { PhoneLink } from "~/components/ui/phone-link";

export interface FooterProps {
  navigation: Navigation;
  content: FooterContent;
  companyName: string;
  products: readonly NavLink[] | ReadonlyArray<{ label: string; href: string }>;
  phone: { display: string; e164: string };
  email: string;
  address: string;
  social: SocialLinks;
}

const headingClass = "font-display text-sm font-bold tracking-[0.12em] text-white uppercase";
const linkClass = "text-white/75 transition-colors hover:text-white";

export function Footer(props: FooterProps) {
  const { navigation, content } = props;
  return (
    <footer className="bg-navy-deep text-white/80">
      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.3fr]">
        <div>
          <Logo companyName={props.companyName} tone="light" />
          <p className="mt-5 max-w-sm text-[0.95rem] leading-relaxed">{content.blurb}</p>
          <h2 className={`${headingClass} mt-8`}>{content.productsHeading}</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {props.products.map((product) => (
              <li key={product.href}>
                <a
                  href={product.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex rounded-full border border-white/25 px-4 py-2 text-sm font-semibold text-white transition-colors hover:border-accent hover:bg-white/10"
                >
                  {product.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={headingClass}>
            {content.companyHeading}
          </h2>
          <ul className="mt-5 space-y-3">
            {navigation.footerCompany.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {content.servicesHeading}
          </h2>
          <ul className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-1">
            {navigation.footerServices.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{content.contactHeading}</h2>
          <ul className="mt-5 space-y-4">
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              <PhoneLink phone={props.phone} className={linkClass} />
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              <a href={`mailto:${props.email}`} className={linkClass}>
                {props.email}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              <address className="not-italic">{props.address}</address>
            </li>
          </ul>
          <SocialIcons
            links={props.social}
            className="mt-6 flex gap-2"
            itemClassName="grid size-11 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-600"
          />
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {content.copyrightYear} {props.companyName}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            {navigation.legal.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
