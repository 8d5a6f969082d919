import type { PageContent } from "~/schema/common";

export const notFoundPage = {
  seo: {
    title: "Unexpected Application Error!",
    description:
      "The page you were looking for does not exist or has moved. Head back to the home page or browse our services, portfolio and contact details.",
  },
  hero: {
    title: "Unexpected Application Error!",
    intro:
      "The page you were looking for could not be found. It may have moved, or the address may be mistyped.",
  },
} satisfies PageContent;
