import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  duplicateWindowMs,
  emailMessage,
  errorFragmentKey,
  formDefaultPages,
  formFields,
  isFormName,
  nameMessage,
  specialFields,
  thankYouPath,
  validateForm,
  type FieldError,
  type FormName,
  type FormSuccessBody,
} from "../contracts/forms";
import { FormFailure, failures } from "./forms/failure";
import { createGroupCommit } from "./forms/group-commit";
import { renderFailedForm } from "./forms/no-js-page";
import { registerBodyParsers, type Entries } from "./forms/parse-body";
import type { Outbox } from "./outbox";
import type { SitePage, SitePages } from "./site-pages";
import type { SpamFilter } from "./spam/verdict";
import { planDeliveries, type DeliveryPlan } from "./deliveries/plan";
import type { LeadStore } from "./store/lead-store";

export { FormFailure } from "./forms/failure";

/**
 * POST /api/forms/:form — the bundled form endpoint, speaking Formspree's AJAX contract.
 * With `Accept: application/json` a success is 200 {ok, next} and a failure a 4xx/5xx
 * {error, errors: [{code, field?, message}]}. A plain browser post (Accept: text/html) is
 * redirected (303) to the thank-you page on success; on failure it gets the form's page back,
 * with its input and the fitting notice (server/forms/no-js-page.ts).
 */

export interface FormsOptions {
  store: LeadStore;
  outbox?: Outbox;
  /** What each lead queues for the outbox (server/deliveries/plan.ts); nothing when absent. */
  deliveries?: DeliveryPlan;
  bodyLimit: number;
  rateLimit: { max: number; windowMs: number };
  pages: SitePages;
  /** The spam verdict; without it every valid post is stored as new. */
  spam?: SpamFilter;
  /** Sends a page's HTML (with its CSP) under a status. */
  sendHtml: (reply: FastifyReply, page: SitePage, html: string | Buffer, status: number) => unknown;
}

/** The most name/value pairs a submission may hold (the largest form has eight fields). */
const maxEntries = 20;

/**
 * Store errors that mean "cannot write now": SQLite's result codes (disk full, read-only, locked,
 * I/O), the file system's when the WAL's fsync fails (I/O error, no space or quota, read-only)
 * and the PostgreSQL store's STORE_UNAVAILABLE (connection lost, server shutting down).
 */
const unavailableCodes =
  /^(?:SQLITE_(?:FULL|READONLY|BUSY|LOCKED|IOERR|CANTOPEN|PROTOCOL|NOMEM)|STORE_UNAVAILABLE|(?:EIO|ENOSPC|EDQUOT|EROFS)$)/;

/** Browsers' plain posts ask for HTML; everything else (fetch with Accept: JSON, curl) gets JSON. */
export const wantsHtml = (request: FastifyRequest) => {
  const accept = String(request.headers.accept ?? "");
  return accept.includes("text/html") && !accept.includes("application/json");
};

/** Maps Fastify's and the plugins' errors to the endpoint's failures. */
export function toFailure(error: unknown, reply?: FastifyReply): FormFailure {
  if (error instanceof FormFailure) return error;
  const { statusCode = 500, code = "" } = error as { statusCode?: number; code?: string };
  if (statusCode === 429) return failures.tooMany(Number(reply?.getHeader("retry-after")) || 60);
  if (statusCode === 413 || code === "FST_REQ_FILE_TOO_LARGE") return failures.tooLarge();
  if (statusCode === 415) return failures.unsupported();
  if (statusCode === 408) return failures.timeout();
  if (unavailableCodes.test(code)) return failures.unavailable();
  if (statusCode >= 400 && statusCode < 500) return failures.badRequest();
  return failures.serverError();
}

/** Name → value, refusing a name sent twice (which value would be meant?). */
function toFields(entries: Entries) {
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const [name, value] of entries) {
    if (Object.hasOwn(fields, name))
      errors.push({
        field: name.slice(0, 40),
        code: "TYPE_TEXT",
        message: "must be sent only once",
      });
    else fields[name] = value;
  }
  if (errors.length > 0) throw new FormFailure(422, errors);
  return fields;
}

const noDeliveries: DeliveryPlan = { notify: false, autoreply: false, webhookUrls: [] };

const isBlank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/** Per form, built once: its data fields, and every name it knows (data and special fields). */
function formShape(form: FormName) {
  const dataFields: readonly string[] = [
    ...formFields[form].required,
    ...formFields[form].optional,
  ];
  return {
    dataFields,
    known: new Set<string>([...dataFields, ...Object.values(specialFields)]) as ReadonlySet<string>,
  };
}
const formShapes = {
  contact: formShape("contact"),
  quote: formShape("quote"),
  newsletter: formShape("newsletter"),
} satisfies Record<FormName, ReturnType<typeof formShape>>;

/** The success body for the usual destination, serialized once (decision 0085). */
const thankYouBody = JSON.stringify({ ok: true, next: thankYouPath } satisfies FormSuccessBody);

export async function formsPlugin(app: FastifyInstance, options: FormsOptions) {
  const { store, outbox, bodyLimit, pages, deliveries = noDeliveries } = options;

  registerBodyParsers(app, bodyLimit);
  const commits = createGroupCommit(store);
  await app.register(rateLimit, {
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.windowMs,
    // Submissions only: reading the site is never limited.
    groupId: "forms",
  });

  /** The canonical path of one of the site's pages, or undefined. */
  const pagePath = (value: unknown) => {
    if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//"))
      return undefined;
    const path = value.split("?")[0] ?? "";
    return pages.find(path)?.path === path ? path : undefined;
  };

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
    const key =
      failure.statusCode === 422
        ? errorFragmentKey(named.length > 0 ? named : ["form"])
        : failure.statusCode === 413 || failure.statusCode === 400
          ? "invalid"
          : "failed";
    const candidates = [pagePath(fields[specialFields.page]), formDefaultPages[form]];
    for (const candidate of candidates) {
      const page = candidate ? pages.find(candidate) : undefined;
      const html =
        page &&
        renderFailedForm(page.html.toString("utf8"), form, values, key, page.offPageIslands);
      if (page && html) return options.sendHtml(reply, page, html, failure.statusCode);
    }
    // A build whose page lacks the form's markup: still a page for the browser, never JSON.
    const fallback = pages.find(formDefaultPages[form]);
    return fallback && options.sendHtml(reply, fallback, fallback.html, failure.statusCode);
  }

  function answerFailure(request: FastifyRequest, reply: FastifyReply, failure: FormFailure) {
    reply.header("cache-control", "no-store");
    if (failure.retryAfter !== undefined) reply.header("retry-after", String(failure.retryAfter));
    const form = (request.params as { form?: string } | undefined)?.form ?? "";
    if (isFormName(form) && wantsHtml(request) && failure.statusCode !== 404) {
      const sent = answerHtmlFailure(request, reply, form, failure);
      if (sent !== undefined) return sent;
    }
    return reply.code(failure.statusCode).type("application/json").send(failure.body);
  }

  const answerSuccess = (request: FastifyRequest, reply: FastifyReply, next: string) => {
    reply.header("cache-control", "no-store");
    if (wantsHtml(request)) return reply.redirect(next, 303);
    const body: FormSuccessBody = { ok: true, next };
    return reply
      .code(200)
      .type("application/json; charset=utf-8")
      .send(next === thankYouPath ? thankYouBody : JSON.stringify(body));
  };

  app.setErrorHandler((error, request, reply) => {
    const failure = toFailure(error, reply);
    if (failure.statusCode >= 500) request.log.error({ err: error }, "form submission failed");
    else request.log.info({ code: failure.errors[0]?.code }, "form submission rejected");
    return answerFailure(request, reply, failure);
  });

  // Declared sizes over the limit are refused before a byte of the body is read.
  // A callback hook: an async one costs a promise on every request (decision 0085).
  app.addHook("onRequest", (request, _reply, done) => {
    if (Number(request.headers["content-length"] ?? 0) > bodyLimit) done(failures.tooLarge());
    else done();
  });

  app.post<{ Params: { form: string } }>("/api/forms/:form", async (request, reply) => {
    const { form } = request.params;
    if (!isFormName(form)) throw failures.notFound();

    const body = request.body as
      { entries?: Entries; fields?: Record<string, unknown> } | undefined;
    const entries = body?.entries ?? [];
    if (entries.length > maxEntries)
      throw failures.tooLarge("The submission has more fields than any form.");
    const fields = toFields(entries);
    // Kept on the request so a failure answered as HTML can put the values back.
    if (body) body.fields = fields;

    const honeypot = !isBlank(fields[specialFields.honeypot]);

    const { dataFields, known } = formShapes[form];
    if (
      !honeypot &&
      dataFields.every((field) => isBlank(fields[field])) &&
      Object.keys(fields).every((field) => known.has(field))
    )
      throw new FormFailure(422, [{ code: "EMPTY", message: "The submission was empty." }]);

    const result = validateForm(form, fields);
    // A bot's invalid post with the honeypot filled: nothing storable, and it must not learn why.
    if (!result.ok && honeypot) return answerSuccess(request, reply, thankYouPath);
    if (!result.ok) throw new FormFailure(422, result.errors);
    const { data } = result;
    if (data.next !== null && !pagePath(data.next))
      throw new FormFailure(422, [
        { field: specialFields.next, code: "TYPE_TEXT", message: "must be a page of this site" },
      ]);

    // Suspect posts are stored as spam and answered like any success (server/spam/verdict.ts).
    const spamReason = honeypot
      ? "honeypot"
      : await options.spam?.check({
          honeypot: fields[specialFields.honeypot],
          timeToken: fields[specialFields.timeToken],
          address: request.ip,
          email: data.email,
          message: data.message,
        });
    // Committed (and fsynced) before the visitor hears "sent"; a replay stores nothing new.
    let stored: { id: number; replay: boolean };
    try {
      stored = await commits.store({
        submission: data,
        attribution: { page: pagePath(data.page) ?? null, ...data.visit },
        status: spamReason ? "spam" : "new",
        spamReason: spamReason ?? null,
        submissionKey: data.submissionId,
        // A spam verdict still tells the team, but answers no one (server/deliveries/plan.ts).
        deliveries: planDeliveries(deliveries, {
          email: data.email,
          status: spamReason ? "spam" : "new",
        }),
        duplicateWindowMs,
        now: new Date(),
      });
    } catch (error) {
      throw toFailure(error);
    }
    request.log.info(
      { form, submission: stored.id, replay: stored.replay },
      "form submission stored",
    );
    if (!stored.replay) outbox?.wake();
    return answerSuccess(request, reply, data.next ?? thankYouPath);
  });

  // Every other method: 405 naming the one that works (404 for a form that does not exist).
  const otherMethods = app.supportedMethods.filter((method) => method !== "POST");
  app.route<{ Params: { form: string } }>({
    method: otherMethods,
    url: "/api/forms/:form",
    handler: async (request, reply) => {
      if (!isFormName(request.params.form)) throw failures.notFound();
      reply.header("allow", "POST");
      throw failures.methodNotAllowed();
    },
  });
  app.all("/api/*", async () => {
    throw failures.notFound();
  });
}
