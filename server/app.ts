import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { identity } from "../contracts/identity";
import type { ServerConfig } from "./config";
import { formsPlugin } from "./forms";
import { openInbox } from "./inbox";
import { createMailer } from "./mailer";
import { startOutbox, type OutboxOptions } from "./outbox";
import {
  contentSecurityPolicy,
  permissionsPolicy,
  strictTransportSecurity,
} from "./security-headers";
import { loadSitePages, type SitePage } from "./site-pages";

export interface BuildServerOptions {
  config: ServerConfig;
  /** Origins of any external form endpoints the pages post to (allowed by the CSP). */
  formOrigins?: string[];
  logger?: boolean;
  /** Retry timing of the notification outbox (tests shorten it). */
  outbox?: OutboxOptions;
}

/** Largest request body accepted, in bytes: a form post is a few kilobytes at most. */
export const bodyLimit = 64 * 1024;

const immutableAssets = /^\/assets\//;

/** The production server: the prerendered site with correct status codes and headers. */
export async function buildServer({
  config,
  formOrigins = [],
  logger = true,
  outbox: outboxOptions,
}: BuildServerOptions) {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    bodyLimit,
    return503OnClosing: true,
  });
  const pages = await loadSitePages(config.siteDir);

  // The inbox opens (and migrates) before the server listens; it closes last, after in-flight
  // requests have finished and the outbox worker has stopped.
  const inbox = openInbox(config.databasePath);
  const outbox = config.smtp
    ? startOutbox(
        inbox,
        createMailer(config.smtp, identity.companyName, identity.email),
        app.log,
        outboxOptions,
      )
    : undefined;
  app.addHook("onClose", async () => {
    await outbox?.stop();
    inbox.close();
  });
  app.decorate("inbox", inbox);

  await app.register(compress, { threshold: 1024 });
  await app.register(helmet, {
    // Set per response below, because each page has its own inline-script hashes.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Only over HTTPS (see the onSend hook): over plain HTTP the header means nothing.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
  });
  app.addHook("onSend", async (request, reply, payload) => {
    reply.header("permissions-policy", permissionsPolicy);
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY=1.
    if (request.protocol === "https")
      reply.header("strict-transport-security", strictTransportSecurity);
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", contentSecurityPolicy({ formOrigins }));
    }
    return payload;
  });

  await app.register(fastifyStatic, {
    root: config.siteDir,
    index: false,
    redirect: false,
    wildcard: false,
    cacheControl: false,
    // Pages are answered by the handlers below, with their own status and caching.
    allowedPath: (pathName) => !pathName.endsWith(".html"),
    setHeaders: (res, filePath) => {
      const urlPath = filePath.slice(config.siteDir.length).split("\\").join("/");
      res.setHeader(
        "cache-control",
        immutableAssets.test(urlPath)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=3600",
      );
    },
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
      .header(
        "content-security-policy",
        contentSecurityPolicy({
          scriptHashes: page.scriptHashes,
          styleHashes: page.styleHashes,
          formOrigins,
        }),
      );
    if (status === 200 && request.headers["if-none-match"] === page.etag)
      return reply.code(304).send();
    return reply.send(page.html);
  };

  await app.register(formsPlugin, {
    inbox,
    outbox,
    bodyLimit,
    rateLimit: config.rateLimit,
  });

  // Files of the build have their own routes (registered by @fastify/static, which win over
  // this wildcard); every other GET is a page, or the not-found page.
  app.get("/*", (request, reply) => {
    const url = new URL(request.url, "http://site.invalid");
    const page = pages.find(url.pathname);
    if (!page) return sendPage(request, reply, pages.notFound, 404);
    // One URL per page: /services, /about-us/ and the like redirect to the canonical spelling.
    if (page.path !== url.pathname) return reply.redirect(`${page.path}${url.search}`, 301);
    return sendPage(request, reply, page, 200);
  });
  app.setNotFoundHandler((request, reply) => sendPage(request, reply, pages.notFound, 404));

  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The durable inbox (for tests and maintenance). */
    inbox: import("./inbox").Inbox;
  }
}
