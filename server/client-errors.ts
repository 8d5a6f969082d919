import http from "node:http";
import type { Socket } from "node:net";
import type { FastifyReply, FastifyServerOptions } from "fastify";
import { FormFailure, failures } from "./forms/failure";
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

/**
 * Malformed requests Node refuses before Fastify sees them: the same headers as any answer and a
 * JSON body, written on the raw socket (Fastify's `clientErrorHandler`).
 */
export function clientErrorWriter(csp: string) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const failure = clientFailure(error.code);
    if (socket.writable) {
      const body = JSON.stringify(failure.body);
      const headers = {
        ...staticSecurityHeaders,
        "content-security-policy": csp,
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
