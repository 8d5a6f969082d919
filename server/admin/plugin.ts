import cookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import type { InboundStatus } from "@contracts/inbound";
import type { Store } from "../store/store";
import { auditKeyOf } from "../sign-in/audit-digest";
import { briefRoutes } from "./brief-routes";
import { applicantRoutes } from "../applicants/desk-routes";
import { checkOrigin, DeskError, requireRole, unsafeMethods } from "./desk-request";
import { deskPages } from "./desk-pages";
import { leadRoutes, retentionRoutes, type LeadRelease } from "./lead-routes";
import { peopleRoutes } from "./people-routes";
import { overviewRoutes } from "../overview/overview-routes";
import { mediaRoutes, type MediaRouteOptions } from "../media/media-routes";
import { revenueRoutes } from "../revenue/revenue-routes";
import { inboundRoutes } from "../inbound/inbound-routes";
import { deskContent } from "../content/desk-content";
import { contentRoutes, type ContentRouteOptions } from "../content-desk/content-routes";
import type { ContentService } from "../content-desk/content-service";
import { previewPages } from "../content-desk/preview-pages";
import { hashToken, readCookie, sessionCookie } from "../sign-in/sessions";
import { signInRoutes } from "../sign-in/sign-in";
import { defaultSignInLimits, type SignInLimits } from "../sign-in/sign-in-guard";
import { workflowRoutes, type WorkflowRouteOptions } from "../workflow/workflow-routes";

/**
 * The lead desk: /admin serves the desk's client-rendered page, /admin/api its JSON. Every
 * answer carries noindex, since leads' personal data is nothing for a search engine
 * (decision 0120).
 */
export interface AdminOptions {
  store: Store;
  /** The desk's client build (index.html and assets/); a missing build answers 503. */
  clientDir: string;
  retentionDays?: number;
  /** How hard sign-in guessing is (tests lower the limits). */
  signInLimits?: Partial<SignInLimits>;
  /** The key of the client digests in the audit log (AUDIT_KEY); the store's when unset. */
  auditKey?: string;
  /** The desk's days (DESK_TIME_ZONE) and whether replies can be mailed. */
  workflow?: WorkflowRouteOptions & { timeZone: string };
  /** What a lead released from spam is sent (server/deliveries/plan.ts); nothing when absent. */
  release?: LeadRelease;
  /** The company mailbox's reader (server/inbound/); absent when no mailbox is set. */
  inboundStatus?: () => InboundStatus;
  /** Uploads per account in a window (tests lower it). */
  mediaUploads?: MediaRouteOptions["uploads"];
  /** The site's content as the desk edits it; by default the store's, without page renders. */
  content?: ContentService;
  /** Content changes and previews per account per minute (tests lower them). */
  contentLimits?: ContentRouteOptions["limits"];
}

/** The desk's own CSP: its scripts and styles are files of its build, nothing inline. */
export const deskCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  // The Content section's preview frames: the desk's own preview page, nothing else.
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

export async function adminPlugin(app: FastifyInstance, options: AdminOptions) {
  const { store } = options;
  await app.register(cookie);

  app.decorateRequest("deskSession", undefined);
  app.addHook("onRequest", async (request, reply) => {
    // Its own browsing context group: no page that opened the desk, or that it opens, keeps a
    // handle on the window that shows leads' personal data (decision 0054).
    reply
      .header("x-robots-tag", "noindex, nofollow")
      .header("content-security-policy", deskCsp)
      .header("cross-origin-opener-policy", "same-origin");
    // Before the body is read: a cross-site post is refused whatever it carries.
    if (unsafeMethods.has(request.method)) checkOrigin(request);
    const token = readCookie(request, sessionCookie);
    if (token) request.deskSession = await store.findSession(hashToken(token), Date.now());
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });

  app.setErrorHandler((error, request, reply) => {
    const statusCode =
      error instanceof DeskError ? error.statusCode : (error as { statusCode?: number }).statusCode;
    const status = statusCode && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
    if (status === 500) request.log.error({ err: error }, "lead desk request failed");
    // Refused before its body was read whole (an upload over the limit): the rest is not read
    // to keep the connection.
    if (!request.raw.complete) reply.header("connection", "close");
    const wait = (error as { wait?: number }).wait;
    if (status === 429 && wait) reply.header("retry-after", String(wait));
    return reply
      .code(status)
      .type("application/json")
      .send(
        status === 500
          ? { error: "The desk could not do that." }
          : // A refusal that says more than its message (a content save's refused fields).
            ((error as { answer?: object }).answer ?? { error: (error as Error).message }),
      );
  });

  await deskPages(app, options);
  await signInRoutes(app, {
    store,
    limits: { ...defaultSignInLimits, ...options.signInLimits },
    auditKey: await auditKeyOf(store, options.auditKey),
  });
  const { timeZone = "Asia/Karachi", ...workflow } = options.workflow ?? { canMail: false };
  await leadRoutes(app, { store, timeZone, release: options.release, canMail: workflow.canMail });
  briefRoutes(app, { store });
  await applicantRoutes(app, { store, ...workflow });
  await peopleRoutes(app, { store });
  await workflowRoutes(app, { store, ...workflow });
  await retentionRoutes(app, { store, retentionDays: options.retentionDays });
  await overviewRoutes(app, { store });
  await mediaRoutes(app, {
    store,
    uploads: options.mediaUploads,
  });
  await revenueRoutes(app, { store });
  await inboundRoutes(app, { store, status: options.inboundStatus });
  const content = options.content ?? deskContent(store);
  await contentRoutes(app, { store, content, limits: options.contentLimits });
  await previewPages(app, { store, content });

  // Anything else under /admin/api: 401 without a session, else 404, in JSON either way.
  app.all("/admin/api/*", async (request) => {
    requireRole(request, "editor");
    throw new DeskError(404, "No such desk call.");
  });
}
