import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { paths, serviceIds, servicePaths } from "./lib/paths";

const page = (path: string, file: string) => route(path, `routes/${file}.tsx`);

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    page(paths.aboutUs, "about-us"),
    page(paths.ourTeam, "our-team"),
    page(paths.contactUs, "contact-us"),
    // Route matching is case-insensitive, so /services and /SERVICES reach this page too.
    page(paths.services, "services"),
    // One module for the twelve service pages, each path under its own route id.
    ...serviceIds.map((id) =>
      route(servicePaths[id], "routes/service.tsx", { id: `service/${id}` }),
    ),
    page(paths.portfolio, "portfolio"),
    // One module for the four portfolio categories, each path under its own route id.
    ...[
      paths.websitePortfolio,
      paths.mobileAppPortfolio,
      paths.digitalMarketingPortfolio,
      paths.uiuxPortfolio,
    ].map((path) => route(path, "routes/portfolio-category.tsx", { id: `portfolio${path}` })),
    page(paths.careers, "careers"),
    // Each opening's own page, one HTML file per opening in the content (react-router.config.ts);
    // the closed opening's page is a path of its own, which ranks above the slug.
    page(paths.closedOpening, "careers-closed"),
    page(`${paths.careers}/:slug`, "careers-opening"),
    page(paths.faqs, "faqs"),
    page(paths.privacyPolicy, "privacy-policy"),
    page(paths.terms, "terms"),
    page(paths.thankYou, "thank-you"),
    // The articles: the list (and its further pages), each tag, each article. Which of these
    // paths exist depends on the content (app/content/articles.ts, prerenderedPathsOf).
    page(paths.insights, "insights"),
    route(`${paths.insights}/page/:page`, "routes/insights.tsx", { id: "insights/page" }),
    route(`${paths.insights}/tag/:tag`, "routes/insights-tag.tsx"),
    route(`${paths.insights}/:slug`, "routes/insights-article.tsx"),
    // Any other URL: the not-found page, prerendered once at /404 and served as 404.html.
    route("*", "routes/not-found.tsx", { id: "not-found" }),
  ]),
] satisfies RouteConfig;
