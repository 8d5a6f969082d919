import type { FastifyReply, FastifyRequest } from "fastify";
import {
  emailMessage,
  errorFragmentKey,
  formDefaultPages,
  formFields,
  isFormName,
  nameMessage,
  specialFields,
  thankYouPath,
  type FormName,
  type FormSuccessBody,
} from "@contracts/forms";
import type { SitePages } from "../site-pages";
import type { SendHtml } from "../site/serve-pages";
import type { FormFailure } from "./failure";
import { keepTimeToken } from "../spam/time-token";
import { renderFailedForm } from "./no-js-page";

/** Browsers' plain posts ask for HTML; everything else (fetch with Accept: JSON, curl) gets JSON. */
const wantsHtml = (request: FastifyRequest) => {
  const accept = String(request.headers.accept ?? "");
  return accept.includes("text/html") && !accept.includes("application/json");
};

/** The success body for the usual destination, serialized once, not on every post. */
const thankYouBody = JSON.stringify({ ok: true, next: thankYouPath } satisfies FormSuccessBody);

/** The canonical path of one of the site's pages, or undefined. */
export function sitePagePath(pages: SitePages, value: unknown) {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//"))
    return undefined;
  const path = value.split("?")[0] ?? "";
  return pages.find(path)?.path === path ? path : undefined;
}

/** Which of the page's notices a failed post without JavaScript shows. */
function noticeKey(form: FormName, failure: FormFailure) {
  // The name/email notices quote the spec's messages: use them only for those very errors.
  const specMessages: Record<string, string> = {
    name: nameMessage(form),
    email: emailMessage(form),
  };
  const named = failure.errors.flatMap((error) =>
    "field" in error
      ? [specMessages[error.field] === error.message ? error.field : "other"]
      : error.code === "EMPTY"
        ? [...formFields[form].required]
        : [],
  );
  if (failure.statusCode === 422) return errorFragmentKey(named.length > 0 ? named : ["form"]);
  return failure.statusCode === 413 || failure.statusCode === 400 ? "invalid" : "failed";
}

/**
 * The endpoint's answers: JSON to a script (Formspree's contract), and to a plain browser post a
 * redirect (303) on success or, on failure, the form's page refilled with the notice shown.
 */
export function formAnswers(pages: SitePages, sendHtml: SendHtml) {
  /** The failed post without JavaScript: its page, refilled, with the notice shown. */
  function answerHtmlFailure(
    request: FastifyRequest,
    reply: FastifyReply,
    form: FormName,
    failure: FormFailure,
  ) {
    const fields = (request.body as { fields?: Record<string, unknown> } | undefined)?.fields ?? {};
    const values = new Map(
      Object.entries(fields).flatMap(([name, value]) =>
        typeof value === "string" ? [[name, value] as const] : [],
      ),
    );
    const key = noticeKey(form, failure);
    const candidates = [sitePagePath(pages, fields[specialFields.page]), formDefaultPages[form]];
    for (const candidate of candidates) {
      const page = candidate ? pages.find(candidate) : undefined;
      const html =
        page &&
        renderFailedForm(page.html.toString("utf8"), form, values, key, page.offPageIslands);
      if (page && html)
        return sendHtml(
          reply,
          page,
          keepTimeToken(html, values.get(specialFields.timeToken)),
          failure.statusCode,
        );
    }
    // A build whose page lacks the form's markup: still a page for the browser, never JSON.
    const fallback = pages.find(formDefaultPages[form]);
    return fallback && sendHtml(reply, fallback, fallback.html, failure.statusCode);
  }

  function answerFailure(request: FastifyRequest, reply: FastifyReply, failure: FormFailure) {
    reply.header("cache-control", "no-store");
    // Refused before its body was all read (413 by the declared length, a 429): the connection
    // closes, or Node would read the rest of the body, a megabyte at a time, to keep it alive.
    if (!request.raw.complete) reply.header("connection", "close");
    if (failure.retryAfter !== undefined) reply.header("retry-after", String(failure.retryAfter));
    const form = (request.params as { form?: string } | undefined)?.form ?? "";
    if (isFormName(form) && wantsHtml(request) && failure.statusCode !== 404) {
      const sent = answerHtmlFailure(request, reply, form, failure);
      if (sent !== undefined) return sent;
    }
    return reply.code(failure.statusCode).type("application/json").send(failure.body);
  }

  function answerSuccess(request: FastifyRequest, reply: FastifyReply, next: string) {
    reply.header("cache-control", "no-store");
    if (wantsHtml(request)) return reply.redirect(next, 303);
    const body: FormSuccessBody = { ok: true, next };
    return reply
      .code(200)
      .type("application/json; charset=utf-8")
      .send(next === thankYouPath ? thankYouBody : JSON.stringify(body));
  }

  return { answerFailure, answerSuccess };
}
