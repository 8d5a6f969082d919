import http from "node:http";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { clientErrorWriter, longUrlRefuser, unreadableUrlAnswer } from "./client-errors";
import type { ServerConfig } from "./config";
import { pathGuard } from "./path-guard";
import { requestLogger } from "./request-log";

/** Largest request body accepted, in bytes: a form post is a few kilobytes at most. */
export const bodyLimit = 64 * 1024;

export interface FastifyInstanceOptions {
  config: ServerConfig;
  /** The site's content security policy, for answers that carry no page of their own. */
  csp: string;
  logger: boolean;
  logStream?: NodeJS.WritableStream;
  /** The not-found answer, given to the path guard (the first hook of all). */
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/** The Fastify instance with the server's limits, timeouts, logger and raw error answers. */
export function fastifyInstance({
  config,
  csp,
  logger,
  logStream,
  notFound,
}: FastifyInstanceOptions) {
  const { timeouts } = config;
  const refusedAsTooLong = longUrlRefuser(csp);
  const app = Fastify({
    logger: logger ? requestLogger(config.logLevel, logStream) : false,
    // Only the listed proxies' X-Forwarded-* headers are believed (TRUST_PROXY): a hop count
    // would believe whatever a client wrote there (decision 0054).
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
        (request, response) => refusedAsTooLong(request, response) || handler(request, response),
      ),
    connectionTimeout: timeouts.requestMs + timeouts.keepAliveMs,
    clientErrorHandler: clientErrorWriter(csp),
    frameworkErrors: unreadableUrlAnswer(csp),
  });
  // First of all hooks: an overlong or malformed URL is refused before anything reads it.
  app.addHook("onRequest", pathGuard(notFound));
  return app;
}
