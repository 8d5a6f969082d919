import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isFormName } from "@contracts/forms";
import { failures } from "../forms/failure";
import { contentSecurityPolicy } from "../security-headers";
import {
  acceptsBrotli,
  precompress,
  stampedBrotli,
  stampedPage,
  stampedTail,
  type CompressedPage,
  type SitePage,
  type SitePages,
  type StampedPage,
} from "../site-pages";
import type { TimeTokens } from "../spam/time-token";

export interface PageSenderOptions {
  pages: SitePages;
  /** Issues the time token a page with a form carries (server/spam/time-token.ts). */
  tokens: TimeTokens;
  /** Origins of any external form endpoints the pages post to (allowed by the CSP). */
  formOrigins: string[];
}

export type SendHtml = (
  reply: FastifyReply,
  page: SitePage,
  html: string | Buffer,
  status: number,
) => unknown;

/**
 * How the site's pages are answered: each with its own CSP, ETag and caching, compressed once at
 * start-up; a page with a form compressed up to its token inputs, which each answer appends
 * (decision 0127).
 */
export async function createPageSender({ pages, tokens, formOrigins }: PageSenderOptions) {
  /** A page's CSP: its own inline scripts and styles, as built or as a refused post returns it. */
  const pagePolicy = (page: SitePage) =>
    contentSecurityPolicy({
      scriptHashes: page.scriptHashes,
      styleHashes: page.styleHashes,
      formOrigins,
    });

  const stamped = new WeakMap<SitePage, StampedPage>();
  /**
   * Compresses a page once, before it is first served (a published page too). A published
   * page comes `compressed` as its finishing measured it: the same bytes, not made twice.
   */
  async function prepare(page: SitePage, stamp = true, compressed?: CompressedPage) {
    if (compressed && "stamped" in compressed && stamp) {
      stamped.set(page, compressed.stamped);
      return;
    }
    if (compressed && "whole" in compressed) {
      page.brotli = compressed.whole;
      return;
    }
    const slot = stamp && (await stampedPage(page.html.toString("utf8"), page.offPageIslands));
    if (!slot) return precompress(page);
    stamped.set(page, slot);
  }
  await Promise.all([prepare(pages.notFound, false), ...pages.all.map((page) => prepare(page))]);

  function sendPage(request: FastifyRequest, reply: FastifyReply, page: SitePage, status: number) {
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
      const token = tokens.issue();
      if (brotli) return sendBrotli(stampedBrotli(slot, token));
      return reply.send(Buffer.concat([slot.before, stampedTail(slot, token)]));
    }
    // A page sent as built goes out as compressed once at start-up, at brotli's best.
    if (page.brotli && brotli) return sendBrotli(page.brotli);
    return reply.send(page.html);
  }

  /** A page's HTML as a refused post returns it: never cached. */
  const sendHtml: SendHtml = (reply, page, html, status) =>
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", pagePolicy(page))
      .send(html);

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

  return { sendPage, sendHtml, notFound, prepare };
}

export type PageSender = Awaited<ReturnType<typeof createPageSender>>;

/**
 * Every GET that is not a file of the build is a page, or the not-found page. Files have their
 * own routes (registered by @fastify/static), which win over this wildcard.
 */
export function registerSitePages(
  app: FastifyInstance,
  pages: SitePages,
  sender: PageSender,
  /** Counts the page answered 200 or 304 (server/visits/); never waited for. */
  countPageView?: (request: FastifyRequest, path: string, query: URLSearchParams) => void,
) {
  app.get("/*", (request, reply) => {
    // Malformed paths (`//host/page`, backslashes, encoded slashes) never get here: pathGuard.
    const url = new URL(request.url, "http://site.invalid");
    const page = pages.find(url.pathname);
    if (!page) {
      // No page here now, but the live content once made one (an opening taken out): gone.
      const since = app.liveSite?.gonePage(url.pathname);
      const goneAnswer = since === undefined ? undefined : pages.find(since);
      if (goneAnswer) return sender.sendPage(request, reply, goneAnswer, 410);
      return sender.sendPage(request, reply, pages.notFound, 404);
    }
    // A page the content no longer makes (an opening closed today, or removed) answers 410
    // with the page that says so: asked on every request, a closing date passes unpublished.
    const gone = app.liveSite?.gonePage(page.path);
    const goneAnswer = gone === undefined ? undefined : pages.find(gone);
    if (goneAnswer) return sender.sendPage(request, reply, goneAnswer, 410);
    // One URL per page: /services, /about-us/ and the like redirect to the canonical spelling.
    if (page.path !== url.pathname) return reply.redirect(`${page.path}${url.search}`, 301);
    countPageView?.(request, page.path, url.searchParams);
    return sender.sendPage(request, reply, page, 200);
  });
  app.setNotFoundHandler(sender.notFound);
}
