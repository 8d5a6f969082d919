import { z } from "zod";
import { urlWordsPattern } from "~/lib/insights-paths";
import { imageRefSchema, pageSchema } from "./common";

/**
 * An article of the agency (Insights): one document per article, keyed `insights/<slug>`, so
 * that drafts, preview, history, restore and scheduling work per article as for every page.
 */

/** The longest article body the desk saves: a long read is 3,000 words, well within this. */
export const articleBodyMaxLength = 60_000;

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "not a calendar date")
  .meta({ title: "Date", widget: "date" });

export const articleTagSchema = z
  .string()
  .regex(urlWordsPattern, "lowercase letters, digits and hyphens, as in local-seo")
  .max(40)
  .meta({ title: "Tag" });

export const articleSchema = z.object({
  title: z.string().min(10).max(100).meta({ title: "Headline" }),
  /** The page's <title> with the company name after it must stay within 60 characters. */
  searchTitle: z.string().min(3).max(40).meta({ title: "Title in search results" }),
  summary: z
    .string()
    .min(70)
    .max(160)
    .meta({ title: "Summary (also the description in search results)" }),
  date: calendarDate,
  /** A member of the team document, by name; the desk offers the team's names. */
  author: z.string().min(3).max(80).meta({ title: "Author", widget: "team-member" }),
  tags: z
    .array(articleTagSchema)
    .min(1)
    .max(6)
    .refine((tags) => new Set(tags).size === tags.length, "each tag once")
    .meta({ title: "Tags" }),
  cover: z
    .object({ image: imageRefSchema, alt: z.string().min(3).max(300).meta({ title: "Alt text" }) })
    .optional()
    .meta({ title: "Cover image" }),
  body: z
    .string()
    .min(200)
    .max(articleBodyMaxLength)
    .meta({ title: "Article (Markdown)", widget: "markdown" }),
});

export type ArticleContent = z.infer<typeof articleSchema>;

/** The list page's own copy: its hero, search tags and the words around the cards. */
export const insightsPageSchema = pageSchema.extend({
  readMoreLabel: z.string().min(3).meta({ title: "Link to an article" }),
  empty: z.string().min(10).meta({ title: "When there is no article" }),
  relatedHeading: z.string().min(3).meta({ title: "Related articles heading" }),
  homeHeading: z.string().min(3).meta({ title: "Heading on the home page" }),
  homeTagline: z.string().min(20).meta({ title: "Line under it on the home page" }),
  allLabel: z.string().min(3).meta({ title: "Link to every article" }),
});

export type InsightsPageContent = z.infer<typeof insightsPageSchema>;
