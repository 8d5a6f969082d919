import { Outlet, isRouteErrorResponse, useLocation } from "react-router";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { MobileMenuLinks } from "~/components/layout/mobile-menu";
import { ServicesMenuLinks } from "~/components/layout/services-menu";
import { SkipLink } from "~/components/layout/skip-link";
import { SocialBar } from "~/components/layout/social-bar";
import { ErrorPage, describeError } from "~/components/sections/shared/error-page";
import { Island } from "~/islands/island";
import { mainSectionOf } from "~/lib/paths";
import type { Route } from "./+types/site-layout";
import { siteContent, siteIdentity } from "~/content/site-content";

/** Header, footer and social bar around every page. */
function SiteChrome({ children }: { children: React.ReactNode }) {
  const identity = siteIdentity();
  const navigation = siteContent("navigation");
  const { main, servicesDesktop, servicesMobile, allServices, cta } = navigation;
  const { address } = identity;
  const addressLine = `${address.street}, ${address.locality} ${address.postalCode}, ${address.countryName}`;
  const { pathname } = useLocation();
  const activeHref = mainSectionOf(pathname);

  return (
    <>
      <SkipLink />
      <Island
        name="Header"
        component={Header}
        props={{
          navigation: { main, cta },
          companyName: identity.companyName,
          activeHref,
        }}
        slots={{
          servicesLinks: (
            <ServicesMenuLinks
              services={servicesDesktop}
              allServices={allServices}
              currentPath={pathname}
            />
          ),
          mobileLinks: (
            <MobileMenuLinks
              items={main}
              services={servicesMobile}
              allServices={allServices}
              cta={cta}
              activeHref={activeHref}
              currentPath={pathname}
            />
          ),
        }}
      />
      <main id="main" tabIndex={-1} className="whole-sections outline-none">
        {children}
      </main>
      <Footer
        navigation={navigation}
        content={siteContent("footer")}
        companyName={identity.companyName}
        products={identity.products}
        phone={identity.phones.contact}
        email={identity.email}
        address={addressLine}
        social={identity.social}
      />
      <SocialBar links={identity.social} />
    </>
  );
}

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** A page that fails still renders inside the site chrome, with a way back home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const identity = siteIdentity();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteChrome>
      <title>{`${siteContent("pages/not-found").hero.title} | ${identity.companyName}`}</title>
      <ErrorPage title={siteContent("pages/not-found").hero.title} detail={describeError(error)} />
    </SiteChrome>
  );
}
