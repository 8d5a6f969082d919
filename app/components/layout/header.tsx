import type { ReactNode } from "react";
import type { Navigation } from "~/schema/common";
import { buttonClassName } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ServicesMenu } from "./services-menu";

/** The links the header renders itself; an island's props go out in every page's HTML. */
export type HeaderNavigation = Pick<Navigation, "main" | "cta">;

export interface HeaderProps {
  navigation: HeaderNavigation;
  companyName: string;
  /** The main-menu href of the section the current page belongs to. */
  activeHref?: string;
  /**
   * The Services panel's links (`ServicesMenuLinks`) and the small-screen menu's
   * (`MobileMenuLinks`): island slots, so the page carries them once, as HTML, and not again
   * as JSON in the island's props.
   */
  servicesLinks: ReactNode;
  mobileLinks: ReactNode;
}

export function Header({
  navigation,
  companyName,
  activeHref,
  servicesLinks,
  mobileLinks,
}: HeaderProps) {
  const [home, about, services, ...rest] = navigation.main;
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Container className="flex h-18 items-center justify-between gap-6">
        <Logo companyName={companyName} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {[home, about].map(
              (item) =>
                item && <MainItem key={item.href} item={item} active={item.href === activeHref} />,
            )}
            {services && (
              <ServicesMenu item={services} active={services.href === activeHref}>
                {servicesLinks}
              </ServicesMenu>
            )}
            {rest.map((item) => (
              <MainItem key={item.href} item={item} active={item.href === activeHref} />
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <span className="hidden sm:contents">
            <a href={navigation.cta.href} className={buttonClassName("gradient", "md")}>
              {navigation.cta.label}
            </a>
          </span>
          <MobileMenu>{mobileLinks}</MobileMenu>
        </div>
      </Container>
    </header>
  );
}

function MainItem({ item, active }: { item: { label: string; href: string }; active: boolean }) {
  return (
    <li>
      <a
        href={item.href}
        className={active ? "nav-item nav-item-active" : "nav-item"}
        aria-current={active ? "true" : undefined}
      >
        {item.label}
      </a>
    </li>
  );
}
