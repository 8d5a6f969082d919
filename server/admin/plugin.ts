import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type * as desk from "@contracts/desk";
import {
  eraseBody,
  leadFilterQuery,
  leadListQuery,
  noteBody,
  signInBody,
  statusBody,
  type LeadFilter,
} from "@contracts/desk-schema";
import type { LeadQuery, LeadStore, Owner, Session } from "../store/lead-store";
import { isPrecompressedFile, varyOnEncoding } from "../precompressed";
import { createAttemptLimiter } from "./attempts";
import { csvStream, jsonStream } from "./csv";
import { verifyPassword, hashPassword } from "./password";
import { deleteExpiredLeads } from "./retention";
import {
  csrfHeader,
  hashToken,
  newToken,
  sameSecret,
  sessionCookie,
  sessionLifetimeMs,
} from "./sessions";

/**
 * The lead desk: /admin serves the desk's client-rendered page (its own Vite build, never
 * prerendered, never in the sitemap), /admin/api its JSON. Every answer carries noindex.
 * docs/decisions/0120.
 */
export interface AdminOptions {
  store: LeadStore;
  /** The desk's client build (index.html and assets/); a missing build answers 503. */
  clientDir: string;
  retentionDays?: number;
  /** Sign-in attempts per address and per account in 15 minutes (tests lower them). */
  signInLimits?: { perAddress: number; perAccount: number };
}

/** The desk's own CSP: its scripts and styles are files of its build, nothing inline. */
export const deskCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

export const pageSize = 25;

const idParams = z.object({ id: z.coerce.number().int().min(1) });

const dayMs = 24 * 60 * 60_000;

/** Blank filters dropped; the date range is whole days, `to` inclusive. */
function toLeadQuery(query: LeadFilter): LeadQuery {
  const result: LeadQuery = {};
  if (query.form) result.form = query.form;
  if (query.status) result.status = query.status;
  if (query.search?.trim()) result.search = query.search.trim();
  if (query.campaign?.trim()) result.campaign = query.campaign.trim();
  if (query.from) result.from = new Date(`${query.from}T00:00:00Z`).toISOString();
  if (query.to) result.to = new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs).toISOString();
  return result;
}

class DeskError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new DeskError(400, "The request is not valid.");
  return result.data;
}

type DeskSession = Session & { owner: Owner };

export async function adminPlugin(app: FastifyInstance, options: AdminOptions) {
  const { store, clientDir } = options;
  const limits = options.signInLimits ?? { perAddress: 20, perAccount: 5 };
  const byAddress = createAttemptLimiter({ max: limits.perAddress, windowMs: 15 * 60_000 });
  const byAccount = createAttemptLimiter({ max: limits.perAccount, windowMs: 15 * 60_000 });
  // Unknown e-mails are checked against this, so they cost the same time as a wrong password.
  const decoyHash = await hashPassword(newToken());

  await app.register(cookie);

  const indexFile = path.join(clientDir, "index.html");
  const deskHtml = existsSync(indexFile) ? readFileSync(indexFile) : undefined;
  if (existsSync(path.join(clientDir, "assets")))
    await app.register(fastifyStatic, {
      root: path.join(clientDir, "assets"),
      prefix: "/admin/assets/",
      decorateReply: false,
      index: false,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName) => !isPrecompressedFile(pathName),
      setHeaders: (res, filePath) => {
        res.setHeader("cache-control", "private, max-age=31536000, immutable");
        varyOnEncoding(res, filePath);
      },
    });

  app.decorateRequest("deskSession", undefined);
  app.addHook("onRequest", async (request, reply) => {
    // Its own browsing context group: no page that opened the desk, or that it opens, keeps a
    // handle on the window that shows leads' personal data (decision 0154).
    reply
      .header("x-robots-tag", "noindex, nofollow")
      .header("content-security-policy", deskCsp)
      .header("cross-origin-opener-policy", "same-origin");
    // Before the body is read: a cross-site post is refused whatever it carries.
    if (unsafe.has(request.method)) checkOrigin(request);
    const token = request.cookies[sessionCookie];
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
    return reply
      .code(status)
      .type("application/json")
      .send({
        error: status === 500 ? "The desk could not do that." : (error as Error).message,
      } satisfies desk.DeskFailure);
  });

  /** Same-origin requests only: a page elsewhere cannot post to the desk with the owner's cookie. */
  function checkOrigin(request: FastifyRequest) {
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin")
      throw new DeskError(403, "Cross-site requests are refused.");
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== `${request.protocol}://${request.host}`)
      throw new DeskError(403, "Cross-site requests are refused.");
  }

  const unsafe = new Set(["POST", "PUT", "PATCH", "DELETE"]);

  /** The signed-in owner; for state changes also a same-origin request with the CSRF token. */
  function requireOwner(request: FastifyRequest): DeskSession {
    const session = request.deskSession;
    if (!session) throw new DeskError(401, "Sign in first.");
    if (
      unsafe.has(request.method) &&
      !sameSecret(request.headers[csrfHeader] as string | undefined, session.csrfToken)
    )
      throw new DeskError(403, "The request lacks the desk's CSRF token.");
    return session;
  }

  const cookieOptions = (request: FastifyRequest) => ({
    path: "/admin",
    httpOnly: true,
    sameSite: "strict" as const,
    // request.protocol believes X-Forwarded-Proto only from trusted proxies (TRUST_PROXY).
    secure: request.protocol === "https",
  });

  /* Pages ----------------------------------------------------------------------------------- */
  const sendDesk = (reply: FastifyReply) =>
    deskHtml
      ? reply.type("text/html; charset=utf-8").send(deskHtml)
      : reply
          .code(503)
          .type("text/plain; charset=utf-8")
          .send("The lead desk is not built: run `npm run build`.");

  app.get("/admin/sign-in", async (request, reply) =>
    request.deskSession ? reply.redirect("/admin", 303) : sendDesk(reply),
  );
  const page = async (request: FastifyRequest, reply: FastifyReply) =>
    request.deskSession ? sendDesk(reply) : reply.redirect("/admin/sign-in", 303);
  app.get("/admin", page);
  app.get("/admin/", page);
  app.get("/admin/leads/:id", page);
  app.get("/admin/audit", page);

  /* Session --------------------------------------------------------------------------------- */
  app.get("/admin/api/session", async (request): Promise<desk.DeskSession> => {
    const session = requireOwner(request);
    return {
      email: session.owner.email,
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt,
    };
  });

  app.post("/admin/api/session", async (request, reply) => {
    const { email, password } = parse(signInBody, request.body);
    const account = email.trim().toLowerCase();
    const wait = Math.max(byAddress.blockedFor(request.ip), byAccount.blockedFor(account));
    if (wait > 0)
      return reply
        .code(429)
        .header("retry-after", String(wait))
        .send({ error: "Too many sign-in attempts. Try again later." } satisfies desk.DeskFailure);
    byAddress.record(request.ip);
    const owner = await store.findOwner(account);
    const valid = await verifyPassword(password, owner?.passwordHash ?? decoyHash);
    if (!owner || !valid) {
      byAccount.record(account);
      request.log.info("lead desk: sign-in refused");
      // One answer for an unknown address and a wrong password: no way to probe for accounts.
      return reply
        .code(401)
        .send({ error: "The e-mail or the password is wrong." } satisfies desk.DeskFailure);
    }
    byAccount.clear(account);
    const token = newToken();
    const session: Session = {
      tokenHash: hashToken(token),
      ownerId: owner.id,
      csrfToken: newToken(),
      expiresAt: Date.now() + sessionLifetimeMs,
    };
    await store.createSession(session);
    reply.setCookie(sessionCookie, token, {
      ...cookieOptions(request),
      expires: new Date(session.expiresAt),
    });
    return {
      email: owner.email,
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt,
    } satisfies desk.DeskSession;
  });

  app.delete("/admin/api/session", async (request, reply) => {
    const session = requireOwner(request);
    await store.deleteSession(session.tokenHash);
    reply.clearCookie(sessionCookie, cookieOptions(request));
    return { ok: true };
  });

  /* Leads ----------------------------------------------------------------------------------- */
  app.get("/admin/api/leads", async (request): Promise<desk.LeadListPage> => {
    requireOwner(request);
    const query = parse(leadListQuery, request.query);
    const page = query.page ?? 1;
    const result = await store.listLeads(toLeadQuery(query), {
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return { ...result, page, pageSize };
  });

  app.get("/admin/api/leads.csv", async (request, reply) => {
    requireOwner(request);
    const query = toLeadQuery(parse(leadFilterQuery, request.query));
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="leads.csv"')
      .send(csvStream(store.streamLeads(query)));
  });

  app.get("/admin/api/leads.json", async (request, reply) => {
    requireOwner(request);
    const query = toLeadQuery(parse(leadFilterQuery, request.query));
    return reply
      .type("application/json; charset=utf-8")
      .header("content-disposition", 'attachment; filename="leads.json"')
      .send(jsonStream(store.streamLeads(query)));
  });

  app.get("/admin/api/leads/:id", async (request): Promise<desk.LeadDetail> => {
    requireOwner(request);
    const { id } = parse(idParams, request.params);
    const lead = await store.getLead(id);
    if (!lead) throw new DeskError(404, "No such lead.");
    return lead;
  });

  app.post("/admin/api/leads/:id/status", async (request): Promise<desk.StatusChange> => {
    const session = requireOwner(request);
    const { id } = parse(idParams, request.params);
    const { status } = parse(statusBody, request.body);
    if (!(await store.setLeadStatus(id, status, session.owner.email)))
      throw new DeskError(404, "No such lead.");
    return { ok: true, status };
  });

  app.post("/admin/api/leads/:id/notes", async (request, reply) => {
    const session = requireOwner(request);
    const { id } = parse(idParams, request.params);
    const { body } = parse(noteBody, request.body);
    const note = await store.addNote(id, session.owner.email, body);
    if (!note) throw new DeskError(404, "No such lead.");
    return reply.code(201).send(note satisfies desk.LeadNote);
  });

  /* Retention ------------------------------------------------------------------------------- */
  app.post("/admin/api/erase", async (request): Promise<desk.Erasure> => {
    const session = requireOwner(request);
    const { email } = parse(eraseBody, request.body);
    return { erased: await store.eraseByEmail(email.toLowerCase(), session.owner.email) };
  });

  app.post("/admin/api/retention", async (request): Promise<desk.RetentionRun> => {
    const session = requireOwner(request);
    if (!options.retentionDays)
      throw new DeskError(409, "RETENTION_DAYS is not set: nothing is deleted by age.");
    return {
      days: options.retentionDays,
      deleted: await deleteExpiredLeads(store, options.retentionDays, session.owner.email),
    };
  });

  app.get("/admin/api/audit", async (request): Promise<desk.AuditLogPage> => {
    requireOwner(request);
    return { entries: await store.auditLog(200), retentionDays: options.retentionDays ?? null };
  });

  // Anything else under /admin/api: 401 without a session, else 404, in JSON either way.
  app.all("/admin/api/*", async (request) => {
    requireOwner(request);
    throw new DeskError(404, "No such desk call.");
  });
  // Any other /admin page: sign in first, then the desk's own not-found view.
  app.get("/admin/*", page);
}

declare module "fastify" {
  interface FastifyRequest {
    deskSession:
      | (import("../store/lead-store").Session & { owner: import("../store/lead-store").Owner })
      | undefined;
  }
}
