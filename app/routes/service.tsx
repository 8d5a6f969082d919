import { PageHero } from "../components/sections/page-hero";
import { services } from "../content/services";
import { pageMeta } from "../lib/page-meta";
import { serviceIdForPath, servicePaths } from "../lib/paths";
import type { Route } from "./+types/service";

/** One template serves all twelve service pages; the URL picks the content entry. */
function serviceFor(pathname: string) {
  const id = serviceIdForPath(pathname);
  if (!id) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return services[id];
}

export const meta = ({ location }: Route.MetaArgs) => {
  const service = serviceFor(location.pathname);
  return pageMeta({ seo: service.seo, path: servicePaths[service.id] });
};

export default function ServiceRoute({ matches }: Route.ComponentProps) {
  const service = serviceFor(matches.at(-1)?.pathname ?? "");
  return <PageHero hero={service.hero} />;
}
