import type { Navigation } from "~/schema/common";
import { buttonClassName } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ServicesMenu } from "./services-menu";

/** The links the header shows; an island's props go out in every page's HTML, so no others. */
export type HeaderNavigation = Pick<
  Navigation,
  "main" | "servicesDesktop" | "servicesMobile" | "allServices" | "cta"
>;

export interface HeaderProps {
  navigation: HeaderNavigation;
  companyName: string;
  logoSrc: string;
  /** The main-menu href of the section the current page belongs to. */
  activeHref?: string;
  /** The page being shown. */
  currentPath: string;
}

export function Header({ navigation, companyName, logoSrc, activeHref, currentPath }: HeaderProps) {
  const [home, about, services, ...rest] = navigation.main;
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Container className="flex h-18 items-center justify-between gap-6">
        <Logo companyName={companyName} src={logoSrc} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {[home, about].map(
              (item) =>
                item && <MainItem key={item.href} item={item} active={item.href === activeHref} />,
            )}
            {services && (
              <ServicesMenu
                item={services}
                services={navigation.servicesDesktop}
                allServices={navigation.allServices}
                active={services.href === activeHref}
                currentPath={currentPath}
              />
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
          <MobileMenu
            items={navigation.main}
            services={navigation.servicesMobile}
            allServices={navigation.allServices}
            cta={navigation.cta}
            activeHref={activeHref}
            currentPath={currentPath}
          />
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
