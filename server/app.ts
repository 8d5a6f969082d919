import http from "node:http";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { Socket } from "node:net";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { isFormName } from "../contracts/forms";
import { identity } from "../contracts/identity";
import type { Autoresponder } from "../contracts/identity-schema";
import type { ServerConfig } from "./config";
import { formsPlugin } from "./forms";
import { createMailer } from "./mailer";
import { startOutbox, type OutboxOptions } from "./outbox";
import { createSenders, deliveryPlan, type SenderSetup } from "./deliveries/senders";
import { FormFailure, failures } from "./forms/failure";
import {
  contentSecurityPolicy,
  staticSecurityHeaders,
  strictTransportSecurity,
} from "./security-headers";
import {
  acceptsBrotli,
  loadSitePages,
  precompress,
  stampedBrotli,
  stampedPage,
  stampedTail,
  type SitePage,
  type StampedPage,
} from "./site-pages";
import { compressThreshold, isPrecompressedFile, varyOnEncoding } from "./precompressed";
import { registerDesk } from "./admin/register";
import type { AdminSettings } from "./admin/settings";
import { createSpamFilter, spamSettingsFromEnv, type SpamSettings } from "./spam/verdict";
import { openStore } from "./store/open-store";
import { pathGuard } from "./path-guard";
import { requestLogger } from "./request-log";
import { registerHealth, type HealthOptions } from "./health";

export interface BuildServerOptions {
  config: ServerConfig;
  /** Origins of any external form endpoints the pages post to (allowed by the CSP). */
  formOrigins?: string[];
  logger?: boolean;
  /** Where the log's JSON lines go (standard output by default; tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Retry timing of the notification outbox (tests shorten it). */
  outbox?: OutboxOptions;
  /** The spam filter's limits and the desk's settings; default: from the environment. */
  spamSettings?: SpamSettings;
  desk?: Partial<AdminSettings>;
  /** The autoresponder; the identity's by default (tests switch it on). */
  autoresponder?: Autoresponder;
  /** When /readyz calls the outbox stuck, and how long it reuses an answer (tests shorten them). */
  health?: Omit<HealthOptions, "outboxRunning">;
}

/** Largest request body accepted, in bytes: a form post is a few kilobytes at most. */
export const bodyLimit = 64 * 1024;

const immutableAssets = /^\/assets\//;

/** The production server: the prerendered site with correct status codes and headers. */
export async function buildServer({
  config,
  formOrigins = [],
  logger = true,
  logStream,
  outbox: outboxOptions,
  spamSettings,
  desk,
  autoresponder = identity.autoresponder,
  health,
}: BuildServerOptions) {
  const { timeouts } = config;
  const baseCsp = contentSecurityPolicy({ formOrigins });
  const app = Fastify({
    logger: logger ? requestLogger(config.logLevel, logStream) : false,
    // Only the listed proxies' X-Forwarded-* headers are believed (TRUST_PROXY, decision 0161).
    trustProxy: config.trustProxy,
    bodyLimit,
    return503OnClosing: true,
    // A client that trickles its headers or body is cut off (408) instead of holding a socket.
    serverFactory: (handler) =>
      http.createServer(
        {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          keepAliveTimeout: timeouts.keepAliveMs,
          // How often Node checks those timeouts (its default, 30 s, would double the real limit).
          connectionsCheckingInterval: Math.min(1000, Math.ceil(timeouts.headersMs / 4)),
        },
        handler,
      ),
    connectionTimeout: timeouts.requestMs + timeouts.keepAliveMs,
    // Malformed requests Node refuses before Fastify sees them: same headers, JSON body.
    clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
      if (error.code === "ECONNRESET" || socket.destroyed) return;
      const failure =
        error.code === "ERR_HTTP_REQUEST_TIMEOUT" || error.code === "ERR_HTTP_HEADERS_TIMEOUT"
          ? failures.timeout()
          : error.code === "HPE_HEADER_OVERFLOW"
            ? new FormFailure(431, [
                { code: "BAD_REQUEST", message: "The request headers are too large." },
              ])
            : failures.badRequest("The request could not be read.");
      if (socket.writable) {
        const body = JSON.stringify(failure.body);
        const headers = {
          ...staticSecurityHeaders,
          "content-security-policy": baseCsp,
          "content-type": "application/json; charset=utf-8",
          "content-length": String(Buffer.byteLength(body)),
          "cache-control": "no-store",
          connection: "close",
        };
        socket.write(
          `HTTP/1.1 ${failure.statusCode} ${http.STATUS_CODES[failure.statusCode]}\r\n${Object.entries(
            headers,
          )
            .map(([name, value]) => `${name}: ${value}`)
            .join("\r\n")}\r\n\r\n${body}`,
        );
      }
      socket.destroy(error);
    },
    // A URL Fastify cannot decode: 400 in JSON (the onSend hook below adds the headers).
    frameworkErrors(_error, _request, frameworkReply) {
      const reply = frameworkReply as unknown as FastifyReply;
      const failure = failures.badRequest("The request URL could not be read.");
      reply.headers(staticSecurityHeaders).header("content-security-policy", baseCsp);
      void reply.code(failure.statusCode).send(failure.body);
    },
  });
  // First of all hooks: an overlong or malformed URL is refused before anything reads it.
  app.addHook("onRequest", pathGuard(notFound));
  const pages = await loadSitePages(config.siteDir);

  // The store opens (and migrates) before the server listens; it closes last, after in-flight
  // requests have finished and the outbox worker has stopped.
  const store = await openStore(config, { serving: true });
  const senderSetup: SenderSetup = {
    mailer:
      config.smtp &&
      createMailer(
        config.smtp,
        identity.companyName,
        identity.email,
        new URL(identity.siteUrl).hostname,
        { phone: identity.phones.contact.display, email: identity.email },
      ),
    autoresponder,
    webhooks: config.webhooks,
  };
  const deliveries = deliveryPlan(senderSetup);
  const outbox =
    deliveries.notify || deliveries.webhookUrls.length > 0
      ? startOutbox(store, createSenders(senderSetup), app.log, outboxOptions)
      : undefined;
  app.addHook("onClose", async () => {
    await outbox?.stop();
    await store.close();
  });
  app.decorate("store", store);

  await app.register(compress, { threshold: compressThreshold });
  // Every answer that goes through Fastify (pages, files, redirects, errors raised in hooks or
  // parsers) gets the protective headers here, last, so no early exit can skip them.
  // A callback hook, not an async one: it runs on every answer, and a promise per answer is
  // measurable under load (decision 0085).
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.headers(staticSecurityHeaders);
    // request.protocol honours X-Forwarded-Proto only from trusted proxies (TRUST_PROXY).
    if (request.protocol === "https")
      reply.header("strict-transport-security", strictTransportSecurity);
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", baseCsp);
    done(null, payload);
  });

  await app.register(fastifyStatic, {
    root: config.siteDir,
    index: false,
    redirect: false,
    wildcard: false,
    cacheControl: false,
    // The build's brotli files (0138), sent in place of their asset to a client that takes br.
    preCompressed: true,
    // Pages are answered by the handlers below, with their own status and caching; a brotli
    // file is no URL of its own.
    allowedPath: (pathName) => !pathName.endsWith(".html") && !isPrecompressedFile(pathName),
    setHeaders: (res, filePath) => {
      const urlPath = filePath.slice(config.siteDir.length).split("\\").join("/");
      res.setHeader(
        "cache-control",
        immutableAssets.test(urlPath)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=3600",
      );
      varyOnEncoding(res, filePath);
    },
  });

  /** A page's CSP: its own inline scripts and styles, as built or as a refused post returns it. */
  const pagePolicy = (page: SitePage) =>
    contentSecurityPolicy({
      scriptHashes: page.scriptHashes,
      styleHashes: page.styleHashes,
      formOrigins,
    });

  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: SitePage,
    status: number,
  ) => {
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("etag", page.etag)
      .header("content-security-policy", pagePolicy(page));
    if (status === 200 && request.headers["if-none-match"] === page.etag)
      return reply.code(304).send();
    const brotli = acceptsBrotli(request.headers["accept-encoding"]);
    // @fastify/compress leaves an answer with a Content-Encoding alone.
    const sendBrotli = (body: Buffer) =>
      reply.header("content-encoding", "br").header("vary", "accept-encoding").send(body);
    const slot = stamped.get(page);
    if (slot) {
      // A page with a form: compressed once up to its token inputs, which each answer appends
      // (docs/decisions/0131).
      const token = spam.tokens.issue();
      if (brotli) return sendBrotli(stampedBrotli(slot, token));
      return reply.send(Buffer.concat([slot.before, stampedTail(slot, token)]));
    }
    // A page sent as built goes out as compressed once at start-up (docs/decisions/0127).
    if (page.brotli && brotli) return sendBrotli(page.brotli);
    return reply.send(page.html);
  };

  // The lead desk (/admin) and the spam filter of the forms (docs/decisions/0120, 0121).
  const spam = createSpamFilter(spamSettings ?? spamSettingsFromEnv());
  // A page with a form is compressed up to its token inputs; any other page whole (0127, 0131).
  const stamped = new Map<SitePage, StampedPage>();
  await Promise.all([
    precompress(pages.notFound),
    ...pages.all.map(async (page) => {
      const slot = await stampedPage(page.html.toString("utf8"), page.offPageIslands);
      if (!slot) return precompress(page);
      stamped.set(page, slot);
    }),
  ]);
  await registerDesk(app, store, desk);
  registerHealth(app, store, { outboxRunning: outbox !== undefined, ...health });

  await app.register(formsPlugin, {
    spam,
    store,
    outbox,
    deliveries,
    bodyLimit,
    rateLimit: config.rateLimit,
    pages,
    sendHtml: (reply, page, html, status) =>
      reply
        .code(status)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .header("content-security-policy", pagePolicy(page))
        .send(html),
  });

  // Files of the build have their own routes (registered by @fastify/static, which win over
  // this wildcard); every other GET is a page, or the not-found page.
  app.get("/*", (request, reply) => {
    // Malformed paths (`//host/page`, backslashes, encoded slashes) never get here: pathGuard.
    const url = new URL(request.url, "http://site.invalid");
    const page = pages.find(url.pathname);
    if (!page) return sendPage(request, reply, pages.notFound, 404);
    // One URL per page: /services, /about-us/ and the like redirect to the canonical spelling.
    if (page.path !== url.pathname) return reply.redirect(`${page.path}${url.search}`, 301);
    return sendPage(request, reply, page, 200);
  });
  /** The not-found answer: JSON under /api/, the 404 page elsewhere. */
  function notFound(request: FastifyRequest, reply: FastifyReply) {
    // Methods the router does not know (PROPFIND…) end here too: the API still answers in JSON.
    if (request.url.startsWith("/api/")) {
      const form = /^\/api\/forms\/([^/?]+)(?:\?|$)/.exec(request.url)?.[1] ?? "";
      const failure = isFormName(form) ? failures.methodNotAllowed() : failures.notFound();
      if (isFormName(form)) reply.header("allow", "POST");
      return reply
        .code(failure.statusCode)
        .header("cache-control", "no-store")
        .type("application/json")
        .send(failure.body);
    }
    return sendPage(request, reply, pages.notFound, 404);
  }
  app.setNotFoundHandler(notFound);

  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The durable store of leads (for tests and maintenance). */
    store: import("./store/lead-store").LeadStore;
  }
}
