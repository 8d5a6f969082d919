import type { ServiceContent } from "~/schema/service";
import { pageMeta } from "./page-meta";
import { servicePaths } from "./paths";
import { serviceJsonLd } from "./structured-data";

/** Head tags of a service page: its own title and description, plus Service JSON-LD. */
export function serviceMeta(service: ServiceContent) {
  const path = servicePaths[service.id];
  return pageMeta({
    seo: service.seo,
    path,
    jsonLd: [
      serviceJsonLd({ name: service.hero.title, description: service.seo.description, path }),
    ],
  });
}
