import { useLocation } from "react-router";
import { identity } from "@contracts/identity";
import { ServicePage } from "~/components/sections/services/service-page";
import { siteContent, siteIdentity } from "~/content/site-content";
import { pageMeta } from "~/lib/page-meta";
import { serviceIdForPath, servicePaths } from "~/lib/paths";
import { serviceJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/service";

/**
 * Every service page: routes.ts maps this one module to each service path under its own route
 * id, and the path says which service's copy to show. Each path still prerenders to its own HTML.
 */
function serviceAt(pathname: string) {
  const id = serviceIdForPath(pathname);
  if (!id) throw new Error(`No service page at ${pathname}`);
  return siteContent(`services/${id}`);
}

/** Head tags of a service page: its own title and description, plus Service JSON-LD. */
export const meta = ({ location }: Route.MetaArgs) => {
  const service = serviceAt(location.pathname);
  const path = servicePaths[service.id];
  return pageMeta({
    seo: service.seo,
    path,
    jsonLd: [
      serviceJsonLd({ name: service.hero.title, description: service.seo.description, path }),
    ],
  });
};

export default function ServiceRoute() {
  const service = serviceAt(useLocation().pathname);
  const { phones, email } = siteIdentity();
  // The quote's brief field says what the contact form's says.
  const { brief } = siteContent("pages/contact-us").form;
  const quoteContacts = { endpoint: identity.forms.quote, phone: phones.quote, email, brief };
  return <ServicePage service={service} quote={quoteContacts} />;
}
