import { artUrl, toMap } from "~/assets/portfolio";

/** FAQ page artwork (scripts/art/portfolio-art.ts) by file name. */
const faqArt = toMap(
  import.meta.glob<string>("./*.svg", { eager: true, query: "?url", import: "default" }),
);

export const faqImage = (name: string) => artUrl(faqArt, name);
