import type { ArticleContent } from "~/schema/insights";
import { aiFeaturesThatEarn } from "./ai-features-that-earn";
import { designSystemSmallTeams } from "./design-system-small-teams";
import { localSeoIslamabad } from "./local-seo-islamabad";

/** A document key of an article: `insights/` and its slug (its URL's last step). */
export type ArticleKey = `insights/${string}`;

/** The articles the site ships with: the first version of each, as every document has. */
export const shippedArticles: Record<ArticleKey, ArticleContent> = {
  "insights/ai-features-that-earn-their-keep": aiFeaturesThatEarn,
  "insights/local-seo-for-service-businesses": localSeoIslamabad,
  "insights/a-design-system-small-teams-keep-up": designSystemSmallTeams,
};
