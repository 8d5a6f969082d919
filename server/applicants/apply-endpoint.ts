import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Readable } from "node:stream";
import {
  applicationEndpoint,
  applicationFields,
  applicationMessages,
  checkApplicationText,
  cvMaxBytes,
  cvTypes,
} from "@contracts/applicants";
import { specialFields, submissionIdPattern, thankYouPath } from "@contracts/forms";
import { briefTypeOf } from "../briefs/brief-type";
import { keepBrief, type ScanBrief } from "../briefs/keep-brief";
import { discardStaged, type StagedBrief } from "../briefs/staged-brief";
import { streamMultipart, type BriefUploads, type MultipartBody } from "../briefs/stream-multipart";
import { clientGroup } from "../client-group";
import { FormFailure, failures, formFailure, toFailure } from "../forms/failure";
import type { SitePages } from "../site-pages";
import type { SendHtml } from "../site/serve-pages";
import { keepTimeToken } from "../spam/time-token";
import type { ServerConfig } from "../config";
import type { Outbox } from "../deliveries/outbox";
import type { DeliveryPlan } from "../deliveries/plan";
import { bodyLimit } from "../fastify-instance";
import type { Store } from "../store/store";
import { renderFailedApplication } from "./application-page";

/**
 * POST /api/careers/apply: an application to an opening, a multipart post with the CV as its
 * one file, answered as the contact form is: to a script JSON (200 {ok, next}, or the error
 * list of each field), to a plain browser post a redirect to the thank-you page, or the
 * opening's page back with the text refilled and the messages shown. The CV streams to the
 * data folder as it arrives (server/briefs/), refused past 10 MB without reading the rest; its
 * type is read from its bytes (a PDF, or a ZIP holding a Word document's parts). A replay of
 * the same filled form (its `_submission`) stores nothing new.
 */

export interface ApplyOptions {
  store: Store;
  pages: SitePages;
  sendHtml: SendHtml;
  uploads: BriefUploads & { scan?: ScanBrief };
  /** The forms' rate limit applies to applications too, counted apart. */
  config: Pick<ServerConfig, "rateLimit">;
  /** `notify`: SMTP is set up, so the team gets a mail for each application. */
  deliveries?: Pick<DeliveryPlan, "notify">;
  /** Told when a mail is waiting (it polls too). */
  outbox?: Pick<Outbox, "wake">;
}

/** The text fields' limit in bytes: the forms' body limit. */
const textLimit = bodyLimit;

const fieldFailure = (field: string, message: string) =>
  new FormFailure(422, [{ field, code: "TYPE_TEXT", message }]);

const closedFailure = () => formFailure(410, "FORM_NOT_FOUND", applicationMessages.closed);

const wantsHtml = (request: FastifyRequest) => {
  const accept = String(request.headers.accept ?? "");
  return accept.includes("text/html") && !accept.includes("application/json");
};

/** The posted text fields, each name's first value. */
const textOf = (body: MultipartBody | undefined) => {
  const fields: Record<string, string> = {};
  for (const [name, value] of body?.entries ?? [])
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
};

export async function applyEndpoint(app: FastifyInstance, options: ApplyOptions) {
  const { uploads } = options;
  app.addContentTypeParser("multipart/form-data", (request: FastifyRequest, payload: Readable) =>
    streamMultipart(request, payload, uploads, textLimit, applicationFields.cv),
  );
  // Any other body is not an application: refused before it is read.
  app.addContentTypeParser("*", (_request, _payload, done) => done(failures.unsupported()));
  await app.register(rateLimit, {
    max: options.config.rateLimit.max,
    timeWindow: options.config.rateLimit.windowMs,
    groupId: "applications",
    keyGenerator: (request) => clientGroup(request.ip),
  });
  app.addHook("onRequest", (request, _reply, done) => {
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > textLimit + cvMaxBytes) done(failures.tooLarge(applicationMessages.cvSize));
    else done();
  });
  app.setErrorHandler((error, request, reply) => {
    const refused = toFailure(error, reply);
    // Too large is the CV's fault: its field says so (the text alone is far below the limit).
    const failure =
      refused.statusCode === 413
        ? new FormFailure(413, [
            { field: applicationFields.cv, code: "TYPE_TEXT", message: applicationMessages.cvSize },
          ])
        : refused;
    if (failure.statusCode >= 500) request.log.error({ err: error }, "application failed");
    return answerFailure(app, options, request, reply, failure);
  });

  const answerApplication = applicationAnswer(app, options);
  app.post(applicationEndpoint, async (request, reply) => {
    const body = request.body as MultipartBody | undefined;
    try {
      return await answerApplication(request, reply, body);
    } finally {
      await discardStaged(body?.brief);
    }
  });

  app.route({
    method: app.supportedMethods.filter((method) => method !== "POST"),
    url: applicationEndpoint,
    handler: async (_request, reply) => {
      reply.header("allow", "POST");
      throw failures.methodNotAllowed();
    },
  });
}

/** A refused post: JSON to a script, the opening's page (or the closed one) to a browser. */
function answerFailure(
  app: FastifyInstance,
  { pages, sendHtml }: ApplyOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  failure: FormFailure,
) {
  reply.header("cache-control", "no-store");
  if (!request.raw.complete) reply.header("connection", "close");
  if (failure.retryAfter !== undefined) reply.header("retry-after", String(failure.retryAfter));
  if (wantsHtml(request)) {
    const fields = textOf(request.body as MultipartBody | undefined);
    const opening = app.openOpening(fields[applicationFields.opening] ?? "");
    const page = opening ? pages.find(opening.path) : pages.find("/careers/closed");
    const html =
      page &&
      (opening
        ? renderFailedApplication(
            page.html.toString("utf8"),
            new Map(Object.entries(fields)),
            failure.errors,
          )
        : page.html.toString("utf8"));
    if (page && html)
      return sendHtml(
        reply,
        page,
        keepTimeToken(html, fields[specialFields.timeToken]),
        failure.statusCode,
      );
  }
  return reply.code(failure.statusCode).type("application/json").send(failure.body);
}

/** Checks and stores one application; answers its success (its failures are thrown). */
function applicationAnswer(
  app: FastifyInstance,
  { store, uploads, deliveries, outbox }: ApplyOptions,
) {
  return async function answerApplication(
    request: FastifyRequest,
    reply: FastifyReply,
    body: MultipartBody | undefined,
  ) {
    const fields = textOf(body);
    const answered = () => {
      reply.header("cache-control", "no-store");
      if (wantsHtml(request)) return reply.redirect(thankYouPath, 303);
      return reply.code(200).send({ ok: true, next: thankYouPath });
    };
    // A bot that filled the honeypot hears "sent" and nothing is kept.
    if (fields[specialFields.honeypot]) return answered();
    const checked = checkApplicationText(fields);
    if (!checked.ok)
      throw new FormFailure(
        422,
        checked.errors.map((error) => ({ ...error, code: "TYPE_TEXT" as const })),
      );
    const opening = app.openOpening(checked.data.opening);
    if (!opening) throw closedFailure();
    const cv = await keptCv(body?.brief);
    const submission = fields[specialFields.submission];
    try {
      const stored = await store.addApplication({
        ...checked.data,
        opening: { slug: opening.slug, title: opening.title },
        cvId: cv,
        submissionKey: submission && submissionIdPattern.test(submission) ? submission : null,
        notifyTeam: deliveries?.notify ?? false,
      });
      if (stored.replay) await store.deleteBrief(cv);
      else if (deliveries?.notify) outbox?.wake();
      request.log.info({ applicant: stored.id, replay: stored.replay }, "application stored");
    } catch (error) {
      await store.deleteBrief(cv).catch(() => {});
      throw toFailure(error);
    }
    return answered();
  };

  /** The CV checked by its bytes and stored; its brief id. */
  async function keptCv(staged: StagedBrief | undefined) {
    if (!staged || staged.size === 0)
      throw fieldFailure(applicationFields.cv, applicationMessages.cv);
    const type = await briefTypeOf(staged.file);
    if (!type || !(cvTypes as readonly string[]).includes(type))
      throw fieldFailure(applicationFields.cv, applicationMessages.cvType);
    return (await keepBrief(store, staged, uploads.scan)).id;
  }
}
