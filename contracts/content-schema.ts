import { z } from "zod";

/**
 * What the desk's content API (server/content-desk/) accepts. The content itself is checked
 * by its document's own schema (app/schema/), on the server, before anything is stored.
 */

/** A document's name in a URL (contentUrlKey): lower-case words and dashes, one dot for its slash. */
export const contentKeyParams = z.object({
  key: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,80}(?:\.[a-z0-9][a-z0-9-]{0,80})?$/)
    .transform((key) => key.replace(".", "/")),
});

/**
 * PUT /admin/api/content/:key/draft: the edits, and the version they were made on (the
 * document's `newestVersion` when they were begun); without it, a save is made on whatever is
 * newest.
 */
/** A version's number as the desk names it; null for a document with none stored yet. */
const seenVersion = z
  .number()
  .int()
  .min(0)
  .max(2 ** 53)
  .nullable();

export const contentDraftBody = z.object({ content: z.unknown(), basedOn: seenVersion.optional() });

/**
 * POST /admin/api/content/:key/publish: the version the editor saw and previewed (the
 * document's `newestVersion`); a draft saved since refuses the publish.
 */
export const contentPublishBody = z.object({ basedOn: seenVersion });

/** POST /admin/api/content/:key/preview: the edits, drawn as one of the document's pages. */
export const contentPreviewBody = z.object({ content: z.unknown(), path: z.string().max(200) });

/** POST /admin/api/content/:key/restore: a version's number, 0 for the content as shipped. */
export const contentRestoreBody = z.object({
  version: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31),
});

/**
 * PUT /admin/api/content/:key/schedule: a time to come, at most a year ahead, and the version
 * the editor saw: the one that goes live then, whatever is saved in between.
 */
export const contentScheduleBody = z.object({
  at: z.iso.datetime({ offset: true }),
  basedOn: seenVersion,
});

/** POST /admin/api/content-articles: a new article's slug, its URL's last step. */
export const newArticleBody = z.object({ slug: z.string().max(200) });

/** What the desk says of a slug an article's URL cannot take. */
export const articleSlugMessage =
  "A slug is lowercase letters and digits joined by hyphens, at most 80, as in local-seo-tips.";
