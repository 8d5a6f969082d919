import type { FastifyInstance, FastifyRequest } from "fastify";
import type {
  ContentConflict,
  ContentDocument,
  ContentIssue,
  ContentPreviewLink,
  ContentRefusal,
} from "@contracts/content";
import {
  contentDraftBody,
  contentKeyParams,
  contentPreviewBody,
  contentPublishBody,
  contentRestoreBody,
  contentScheduleBody,
  newArticleBody,
} from "@contracts/content-schema";
import type { Store } from "../store/store";
import { DeskError, parse, requireRole, type DeskSession } from "../admin/desk-request";
import { createAttemptLimiter } from "../sign-in/attempts";
import type { ContentService, DraftConflict } from "./content-service";
import { previewLinkHours, previewSecret, signPreview } from "./preview-link";

export interface ContentRouteOptions {
  store: Store;
  content: ContentService;
  /** Changes (saves, restores, publishes, schedules) and previews per account per minute. */
  limits?: { changes: number; previews: number };
}

/**
 * A busy minute of editing is well under these; a script's flood is not. The desk asks for a
 * preview per keystroke while the server keeps up (one at a time): a fast typist's ten a second.
 */
const defaultLimits = { changes: 30, previews: 600 };

/** The largest document body accepted: the biggest page's content is a few tens of kilobytes. */
const contentBodyLimit = 512 * 1024;

/** A refusal by the document's schema: 422 with each field's place and message. */
class ContentRefused extends DeskError {
  constructor(readonly answer: ContentRefusal) {
    super(422, answer.error);
  }
}

/** What was refused because a newer version was saved: a save, a publish, a schedule. */
const overtakenMessages = {
  save: (newer: ContentConflict["newer"]) =>
    `Not saved: ${newer.savedBy} saved a newer version of this content at ${newer.savedAt} while you were editing. Your edits are still here; saving again puts them over that version, which stays in History.`,
  publish: (newer: ContentConflict["newer"]) =>
    `Not published: ${newer.savedBy} saved a newer version of this content at ${newer.savedAt}, after the one you saw. Nothing on the site changed; reload to see theirs before you publish.`,
  schedule: (newer: ContentConflict["newer"]) =>
    `Not scheduled: ${newer.savedBy} saved a newer version of this content at ${newer.savedAt}, after the one you saw. Reload to see theirs before you schedule it.`,
};

/** Made on an older version than the newest: 409, saying who saved since, and when. */
class ContentOvertaken extends DeskError {
  readonly answer: ContentConflict;
  constructor(
    refused: keyof typeof overtakenMessages,
    newer: ContentConflict["newer"],
    document: ContentDocument,
  ) {
    const error = overtakenMessages[refused](newer);
    super(409, error);
    this.answer = { error, newer, document };
  }
}

/** Nothing when `outcome` is no newer version saved since; else the 409 with the document now. */
async function overtaken(
  refused: keyof typeof overtakenMessages,
  outcome: DraftConflict | undefined,
  now: () => Promise<ContentDocument>,
) {
  if (outcome) throw new ContentOvertaken(refused, outcome.newer, await now());
}

/**
 * The desk's content API: the documents, their drafts checked by their own schemas (a refusal
 * stores nothing), publishing, history, restore and scheduling, for owners and editors. Every
 * change is in the audit log; each account's changes and previews are limited (429).
 */
export async function contentRoutes(app: FastifyInstance, options: ContentRouteOptions) {
  const { store, content } = options;
  const limits = { ...defaultLimits, ...options.limits };
  const changeLimiter = createAttemptLimiter({ max: limits.changes, windowMs: 60_000 });
  const previewLimiter = createAttemptLimiter({ max: limits.previews, windowMs: 60_000 });

  /** Before the body is read: signed in, the CSRF token, and within the account's rate. */
  const admitWith = (limiter: typeof changeLimiter) => async (request: FastifyRequest) => {
    const session = requireRole(request, "editor");
    const account = String(session.owner.id);
    const wait = limiter.blockedFor(account);
    if (wait > 0)
      throw Object.assign(new DeskError(429, "Too many changes at once; wait a little."), { wait });
    limiter.record(account);
  };
  const change = { onRequest: admitWith(changeLimiter), bodyLimit: contentBodyLimit };
  const preview = { onRequest: admitWith(previewLimiter), bodyLimit: contentBodyLimit };

  const documentOf = async (request: FastifyRequest) => {
    const { key } = parse(contentKeyParams, request.params);
    const document = await content.document(key);
    if (!document) throw new DeskError(404, "No such content.");
    return document;
  };
  /** Nothing when the schema accepts the content; else a 422 naming each refused field. */
  const refuse = (issues: ContentIssue[] | undefined) => {
    if (!issues?.length) return;
    throw new ContentRefused({
      error: `Not saved: ${issues.length === 1 ? "one field needs" : `${issues.length} fields need`} a change.`,
      issues: issues.slice(0, 50),
    });
  };
  const checked = async (key: string, value: unknown) => refuse(await content.check(key, value));
  const answer = async (key: string): Promise<ContentDocument> =>
    (await content.document(key)) as ContentDocument;
  const audit = (session: DeskSession, action: string, detail: string) =>
    store.recordAudit(session.owner.email, action, detail);

  app.get("/admin/api/content", async (request) => {
    requireRole(request, "editor");
    return { documents: await content.documents() };
  });

  app.get("/admin/api/content/:key", async (request) => {
    requireRole(request, "editor");
    return documentOf(request);
  });

  app.put("/admin/api/content/:key/draft", change, async (request) => {
    const session = requireRole(request, "editor");
    const { key } = await documentOf(request);
    const { content: draft, basedOn } = parse(contentDraftBody, request.body);
    const outcome = await content.saveDraft(key, draft, session.owner.email, basedOn);
    if (outcome && "newer" in outcome)
      throw new ContentOvertaken("save", outcome.newer, await answer(key));
    refuse(outcome);
    await audit(session, "content draft", key);
    return answer(key);
  });

  app.post("/admin/api/content/:key/publish", change, async (request) => {
    const session = requireRole(request, "editor");
    const document = await documentOf(request);
    const { basedOn } = parse(contentPublishBody, request.body);
    await checked(document.key, document.draft);
    const outcome = await content.publish(document.key, session.owner.email, basedOn);
    await overtaken("publish", outcome, () => answer(document.key));
    await audit(session, "content publish", document.key);
    return answer(document.key);
  });

  app.get("/admin/api/content/:key/history", async (request) => {
    requireRole(request, "editor");
    const { key } = await documentOf(request);
    return { versions: await content.history(key) };
  });

  app.post("/admin/api/content/:key/restore", change, async (request) => {
    const session = requireRole(request, "editor");
    const { key } = await documentOf(request);
    const { version } = parse(contentRestoreBody, request.body);
    if (!(await content.restore(key, version, session.owner.email)))
      throw new DeskError(404, "No such version.");
    await audit(session, "content restore", `${key}: version ${version} is the draft`);
    return answer(key);
  });

  scheduleRoutes(app, { ...options, change, documentOf, checked, answer, audit });
  articleRoutes(app, { ...options, change, documentOf, checked, answer, audit });
  previewRoutes(app, { content, preview, documentOf, checked, store });
}

interface RouteParts {
  change: { onRequest: (request: FastifyRequest) => Promise<void>; bodyLimit: number };
  documentOf: (request: FastifyRequest) => Promise<ContentDocument>;
  checked: (key: string, value: unknown) => Promise<void>;
}

/** What the routes that change a document are given: the parts, the answer, the audit. */
type ChangeRouteParts = ContentRouteOptions &
  RouteParts & {
    answer: (key: string) => Promise<ContentDocument>;
    audit: (session: DeskSession, action: string, detail: string) => Promise<void>;
  };

/** A publish at a time to come, durable in the store; and its cancelling. */
function scheduleRoutes(
  app: FastifyInstance,
  { content, change, documentOf, checked, answer, audit }: ChangeRouteParts,
) {
  app.put("/admin/api/content/:key/schedule", change, async (request) => {
    const session = requireRole(request, "editor");
    const document = await documentOf(request);
    const body = parse(contentScheduleBody, request.body);
    const at = new Date(body.at);
    const ahead = at.getTime() - Date.now();
    if (ahead <= 0 || ahead > 366 * 86_400_000)
      throw new DeskError(400, "Choose a time still to come, within a year.");
    await checked(document.key, document.draft);
    const outcome = await content.schedule(document.key, at, session.owner.email, body.basedOn);
    await overtaken("schedule", outcome, () => answer(document.key));
    await audit(session, "content schedule", `${document.key} at ${at.toISOString()}`);
    return answer(document.key);
  });

  app.delete("/admin/api/content/:key/schedule", change, async (request) => {
    const session = requireRole(request, "editor");
    const { key } = await documentOf(request);
    await content.cancelSchedule(key);
    await audit(session, "content schedule cancelled", key);
    return answer(key);
  });
}

/**
 * The articles, the one collection whose documents the owner makes: a new one under its slug,
 * one taken off the site (kept as a draft), one deleted (gone from the desk; its versions kept).
 */
function articleRoutes(
  app: FastifyInstance,
  { content, change, documentOf, answer, audit }: ChangeRouteParts,
) {
  app.post("/admin/api/content-articles", change, async (request, reply) => {
    const session = requireRole(request, "editor");
    const { slug } = parse(newArticleBody, request.body);
    const outcome = await content.createArticle(slug, session.owner.email);
    if ("refused" in outcome)
      throw new DeskError(outcome.refused === "taken" ? 409 : 400, outcome.message);
    await audit(session, "content article created", outcome.created);
    return reply.code(201).send(await answer(outcome.created));
  });

  const removal = (keepDraft: boolean) => async (request: FastifyRequest) => {
    const session = requireRole(request, "editor");
    const { key, group } = await documentOf(request);
    if (group !== "Insights" || key === "pages/insights")
      throw new DeskError(400, "Only an article can be taken off the site.");
    if (!(await content.removeArticle(key, session.owner.email, keepDraft)))
      throw new DeskError(404, "No such content.");
    await audit(
      session,
      keepDraft ? "content article unpublished" : "content article deleted",
      key,
    );
    return keepDraft ? answer(key) : { deleted: key };
  };
  app.post("/admin/api/content/:key/unpublish", change, removal(true));
  app.delete("/admin/api/content/:key", change, removal(false));
}

/** The live preview of the edits, and the private link to the saved draft. */
function previewRoutes(
  app: FastifyInstance,
  {
    content,
    store,
    preview,
    documentOf,
    checked,
  }: Pick<ContentRouteOptions, "content" | "store"> &
    Omit<RouteParts, "change"> & { preview: RouteParts["change"] },
) {
  const pathOf = (document: ContentDocument, path: string) => {
    if (!document.paths.includes(path)) throw new DeskError(400, "That page shows other content.");
    return path;
  };

  app.post("/admin/api/content/:key/preview", preview, async (request, reply) => {
    requireRole(request, "editor");
    const document = await documentOf(request);
    const body = parse(contentPreviewBody, request.body);
    const path = pathOf(document, body.path);
    await checked(document.key, body.content);
    const html = await content.render(document.key, path, body.content);
    // A server started without the site's page renderer (no build to render with) says so.
    if (html === undefined)
      return reply
        .code(503)
        .send({ error: "This server has no build of the site to preview with." });
    return { html };
  });

  app.post("/admin/api/content/:key/preview-link", async (request): Promise<ContentPreviewLink> => {
    requireRole(request, "editor");
    const document = await documentOf(request);
    const path = document.paths[0];
    if (!path) throw new DeskError(400, "This content has no page of its own to preview.");
    const expires = Date.now() + previewLinkHours * 3_600_000;
    const query = signPreview(await previewSecret(store), { key: document.key, path, expires });
    const origin = `${request.protocol}://${request.host}`;
    return { url: `${origin}/admin/preview?${query}`, expiresAt: new Date(expires).toISOString() };
  });
}
