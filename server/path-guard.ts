import type { FastifyReply, FastifyRequest } from "fastify";
import { failures } from "./forms/failure";

/**
 * Longest request URL (path and query) answered, in characters. The site's longest page path is
 * under 60 and a desk search a few hundred; anything longer is refused before it is read.
 */
export const maxUrlLength = 2048;

/** Whether a URL is over the length the server answers (a length read, nothing more). */
export const isUrlTooLong = (url: string) => url.length > maxUrlLength;

export type UrlVerdict = "ok" | "too-long" | "malformed";

/**
 * What the guard makes of a request URL, by plain string operations (cost linear in its length,
 * never a pattern an outsider can make backtrack). Malformed: a run of slashes (`//host/page`
 * would also parse as another host), a backslash or an encoded slash or backslash in the path:
 * other spellings of the same tricks, and no page of the site.
 */
export function urlVerdict(url: string): UrlVerdict {
  if (isUrlTooLong(url)) return "too-long";
  const queryAt = url.indexOf("?");
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).toLowerCase();
  if (path.includes("//") || path.includes("\\") || path.includes("%2f") || path.includes("%5c"))
    return "malformed";
  return "ok";
}

/**
 * The first onRequest hook: an overlong URL gets 414, a malformed path the not-found answer,
 * before any handler, page lookup or pattern reads them, so they cost an outsider's request no
 * more than a normal one (decision 0160).
 */
export function pathGuard(notFound: (request: FastifyRequest, reply: FastifyReply) => unknown) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const verdict = urlVerdict(request.url);
    if (verdict === "ok") return done();
    if (verdict === "malformed") return void notFound(request, reply);
    const failure = failures.urlTooLong();
    void reply
      .code(failure.statusCode)
      .header("cache-control", "no-store")
      .header("connection", "close")
      .send(failure.body);
  };
}
