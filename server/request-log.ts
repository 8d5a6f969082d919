import type { FastifyServerOptions } from "fastify";

/** The part of a request URL before its query: what the log keeps of it. */
export const pathOnly = (url: string) => {
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? url : url.slice(0, queryAt);
};

/**
 * The server's logger (decision 0162): pino's JSON lines, one object per line, with no
 * personal data. A request is logged by method and path only: no query string (the desk's search
 * carries a visitor's address), no client address, no headers; should a header ever be logged,
 * its credentials are censored.
 */
export function requestLogger(
  level: string,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: pathOnly(request.url),
      }),
    },
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "headers.authorization",
        "headers.cookie",
      ],
      censor: "[redacted]",
    },
  };
}
