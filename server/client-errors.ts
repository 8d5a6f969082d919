import http from "node:http";
import type { Socket } from "node:net";
import type { FastifyReply, FastifyServerOptions } from "fastify";
import { FormFailure, failures } from "./forms/failure";
import { isUrlTooLong } from "./path-guard";
import { staticSecurityHeaders } from "./security-headers";

/** The failure a request Node refused gets: a timeout, headers too large, or unreadable. */
function clientFailure(code: string | undefined) {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT" || code === "ERR_HTTP_HEADERS_TIMEOUT")
    return failures.timeout();
  if (code === "HPE_HEADER_OVERFLOW")
    return new FormFailure(431, [
      { code: "BAD_REQUEST", message: "The request headers are too large." },
    ]);
  return failures.badRequest("The request could not be read.");
}

/** A failure's answer outside Fastify: the protective headers of any answer, JSON, then close. */
function rawAnswer(failure: FormFailure, csp: string) {
  const body = JSON.stringify(failure.body);
  const headers = {
    ...staticSecurityHeaders,
    "content-security-policy": csp,
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    connection: "close",
  };
  return { status: failure.statusCode, headers, body };
}

/**
 * Malformed requests Node refuses before Fastify sees them, answered on the raw socket
 * (Fastify's `clientErrorHandler`).
 */
export function clientErrorWriter(csp: string) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    if (socket.writable) {
      const { status, headers, body } = rawAnswer(clientFailure(error.code), csp);
      const head = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join("\r\n");
      socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}

/**
 * An overlong URL is answered 414 as it arrives, before Fastify builds a request, a reply and a
 * route lookup around it, so a flood of 16,000-character paths costs little. The answer is prepared
 * once; `urlVerdict` and the path guard's hook answer the same for requests that reach Fastify
 * another way (`inject`).
 */
export function longUrlRefuser(csp: string) {
  const { status, headers, body } = rawAnswer(failures.urlTooLong(), csp);
  return (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (!isUrlTooLong(request.url ?? "")) return false;
    response.writeHead(status, headers).end(body);
    return true;
  };
}

/** A URL Fastify cannot decode: 400 in JSON (the onSend hook adds the other headers). */
export function unreadableUrlAnswer(csp: string): FastifyServerOptions["frameworkErrors"] {
  return (_error, _request, frameworkReply) => {
    const reply = frameworkReply as unknown as FastifyReply;
    const failure = failures.badRequest("The request URL could not be read.");
    reply.headers(staticSecurityHeaders).header("content-security-policy", csp);
    void reply.code(failure.statusCode).send(failure.body);
  };
}
