import http from "node:http";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { bodyDeadline, isUploadRequest } from "./body-deadline";
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
  const writeClientError = clientErrorWriter(csp);
  const textBodyDeadline = bodyDeadline(
    timeouts,
    (request) => isUploadRequest(request, bodyLimit),
    (socket) =>
      writeClientError(
        Object.assign(new Error("request timeout"), { code: "ERR_HTTP_REQUEST_TIMEOUT" }),
        socket,
      ),
  );
  const app = Fastify({
    logger: logger ? requestLogger(config.logLevel, logStream) : false,
    // Only the listed proxies' X-Forwarded-* headers are believed (TRUST_PROXY): a hop count
    // would believe whatever a client wrote there (decision 0054).
    trustProxy: config.trustProxy,
    bodyLimit,
    return503OnClosing: true,
    // A client that trickles its headers or body is cut off (408) instead of holding a socket;
    // a file has the upload's time limit, every other body the request's (server/body-deadline.ts).
    serverFactory: (handler) =>
      http.createServer(
        {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.uploadMs,
          keepAliveTimeout: timeouts.keepAliveMs,
          // How often Node checks those timeouts (its default, 30 s, would double the real limit).
          connectionsCheckingInterval: Math.min(1000, Math.ceil(timeouts.headersMs / 4)),
        },
        (request, response) => {
          if (refusedAsTooLong(request, response)) return;
          textBodyDeadline(request, response);
          handler(request, response);
        },
      ),
    connectionTimeout: timeouts.requestMs + timeouts.keepAliveMs,
    clientErrorHandler: writeClientError,
    frameworkErrors: unreadableUrlAnswer(csp),
  });
  // First of all hooks: an overlong or malformed URL is refused before anything reads it.
  app.addHook("onRequest", pathGuard(notFound));
  return app;
}
