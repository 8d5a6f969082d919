import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  errorFragment,
  errorFragmentKey,
  formFields,
  formReturnPaths,
  isFormName,
  thankYouPath,
  validateSubmission,
  type FieldError,
  type FormError,
  type FormErrorBody,
  type FormErrorCode,
  type FormName,
  type FormSuccessBody,
} from "../contracts/forms";
import type { Inbox } from "./inbox";
import type { Outbox } from "./outbox";

/**
 * POST /api/forms/:form — the bundled form endpoint, speaking Formspree's AJAX contract.
 * With `Accept: application/json` a success is 200 {ok, next} and a failure a 4xx
 * {error, errors: [{field?, code, message}]}; a plain browser post is redirected (303) to the
 * thank-you page, or back to its form with the error named in the URL fragment.
 */

export interface FormsOptions {
  inbox: Inbox;
  outbox?: Outbox;
  bodyLimit: number;
  rateLimit: { max: number; windowMs: number };
}

type Entries = Array<[string, string]>;

/** A failure with its HTTP status, answered in the Formspree shape. */
export class FormFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: Array<FieldError | FormError>,
    summary?: string,
  ) {
    super(summary ?? errors[0]?.message ?? "Form submission failed");
  }
}

const formFailure = (statusCode: number, code: FormErrorCode, message: string) =>
  new FormFailure(statusCode, [{ code, message }], message);

const summaries: Record<number, string> = { 422: "Validation errors" };

/** application/x-www-form-urlencoded, decoded the WHATWG way; repeated names are kept. */
export const parseUrlencoded = (body: string): { entries: Entries } => ({
  entries: [...new URLSearchParams(body)],
});

/** Browsers' plain posts ask for HTML; everything else (fetch with Accept: JSON, curl) gets JSON. */
const wantsRedirect = (request: FastifyRequest) => {
  const accept = String(request.headers.accept ?? "");
  return accept.includes("text/html") && !accept.includes("application/json");
};

/** Where to send a failed plain post: the page it came from on this site, else the form's page. */
function returnPath(request: FastifyRequest, form: FormName) {
  try {
    const referer = new URL(String(request.headers.referer));
    if (referer.host === request.host && referer.pathname.startsWith("/")) return referer.pathname;
  } catch {
    // no usable Referer
  }
  return formReturnPaths[form];
}

/** The most name/value pairs a submission may hold (the largest form has seven fields). */
const maxEntries = 20;

/**
 * multipart/form-data, parsed from the buffered body (at most bodyLimit bytes) by the WHATWG
 * FormData parser built into Node (undici): strict framing, so a truncated or malformed body is
 * refused as a whole instead of yielding the parts read so far.
 */
export async function parseMultipart(body: Buffer, contentType: string): Promise<Entries> {
  let data: FormData;
  try {
    data = await new Response(new Uint8Array(body), {
      headers: { "content-type": contentType },
    }).formData();
  } catch {
    throw formFailure(400, "BAD_REQUEST", "The multipart form data could not be read.");
  }
  const entries: Entries = [];
  for (const [name, value] of data.entries()) {
    if (typeof value !== "string")
      throw formFailure(400, "NO_FILE_UPLOADS", "File uploads are not accepted by this form.");
    entries.push([name, value]);
  }
  return entries;
}

/** Maps Fastify's and the plugins' errors to the endpoint's codes. */
function toFailure(error: unknown): FormFailure {
  if (error instanceof FormFailure) return error;
  const { statusCode = 500, code = "" } = error as { statusCode?: number; code?: string };
  if (statusCode === 429)
    return formFailure(
      429,
      "TOO_MANY_REQUESTS",
      "Too many submissions; please try again in a minute.",
    );
  if (statusCode === 413 || code === "FST_REQ_FILE_TOO_LARGE")
    return formFailure(
      413,
      "PAYLOAD_TOO_LARGE",
      "The submission is larger than this form accepts.",
    );
  if (statusCode === 415)
    return formFailure(
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the form as multipart/form-data or application/x-www-form-urlencoded.",
    );
  if (statusCode >= 400 && statusCode < 500)
    return formFailure(400, "BAD_REQUEST", "The form data could not be read.");
  return formFailure(500, "SERVER_ERROR", "The submission could not be stored; please try again.");
}

export async function formsPlugin(app: FastifyInstance, options: FormsOptions) {
  const { inbox, outbox, bodyLimit } = options;

  // Only what an HTML form can send: no JSON, no text/plain, nothing else.
  app.removeAllContentTypeParsers();
  await app.register(formbody, { parser: parseUrlencoded, bodyLimit });
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer", bodyLimit },
    async (request: FastifyRequest, body: Buffer) => ({
      entries: await parseMultipart(body, String(request.headers["content-type"])),
    }),
  );
  await app.register(rateLimit, {
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.windowMs,
    // Submissions only: reading the site is never limited.
    groupId: "forms",
  });

  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    form: FormName,
    outcome: { next: string } | FormFailure,
  ) => {
    reply.header("cache-control", "no-store");
    if (outcome instanceof FormFailure) {
      if (wantsRedirect(request)) {
        const fields = outcome.errors.flatMap((error) =>
          "field" in error
            ? [error.field]
            : error.code === "EMPTY"
              ? [...formFields[form].required]
              : [],
        );
        const key =
          outcome.statusCode === 429 || outcome.statusCode >= 500
            ? "failed"
            : errorFragmentKey(fields.length > 0 ? fields : ["form"]);
        return reply.redirect(`${returnPath(request, form)}#${errorFragment(form, key)}`, 303);
      }
      const body: FormErrorBody = {
        error: summaries[outcome.statusCode] ?? outcome.message,
        errors: outcome.errors,
      };
      return reply.code(outcome.statusCode).send(body);
    }
    if (wantsRedirect(request)) return reply.redirect(outcome.next, 303);
    const body: FormSuccessBody = { ok: true, next: outcome.next };
    return reply.code(200).send(body);
  };

  app.setErrorHandler((error, request, reply) => {
    const failure = toFailure(error);
    if (failure.statusCode >= 500) request.log.error({ err: error }, "form submission failed");
    else request.log.info({ code: failure.errors[0]?.code }, "form submission rejected");
    const form = (request.params as { form?: string }).form ?? "";
    if (!isFormName(form))
      return reply.code(failure.statusCode).send({
        error: failure.message,
        errors: failure.errors,
      } satisfies FormErrorBody);
    return answer(request, reply, form, failure);
  });

  // The requests that never reach a parser: declared sizes over the limit are refused at once.
  app.addHook("onRequest", async (request) => {
    if (request.method !== "POST") return;
    if (Number(request.headers["content-length"] ?? 0) > bodyLimit) {
      throw formFailure(
        413,
        "PAYLOAD_TOO_LARGE",
        "The submission is larger than this form accepts.",
      );
    }
  });

  app.post<{ Params: { form: string } }>("/api/forms/:form", async (request, reply) => {
    const { form } = request.params;
    if (!isFormName(form))
      throw formFailure(404, "FORM_NOT_FOUND", "There is no form with this name.");

    // Both parsers above put the decoded pairs in body.entries; no body means nothing was sent.
    const entries = (request.body as { entries?: Entries } | undefined)?.entries ?? [];
    if (entries.length > maxEntries)
      throw formFailure(413, "PAYLOAD_TOO_LARGE", "The submission has more fields than any form.");

    const result = validateSubmission(form, entries);
    if (result.kind === "invalid") throw new FormFailure(422, result.errors);
    if (result.kind === "honeypot") {
      request.log.info({ form }, "honeypot filled: answered as a success, not stored");
      return answer(request, reply, form, { next: thankYouPath });
    }

    // Committed (and fsynced) before the visitor hears "sent".
    const id = inbox.store(result.submission, { queueMail: Boolean(outbox) });
    request.log.info({ form, submission: id }, "form submission stored");
    outbox?.wake();
    return answer(request, reply, form, { next: result.submission.next ?? thankYouPath });
  });

  app.get("/api/forms/:form", async (_request, reply) => {
    reply.header("allow", "POST");
    return reply.code(405).send({
      error: "Use POST to send a form.",
      errors: [{ code: "METHOD_NOT_ALLOWED", message: "Use POST to send a form." }],
    } satisfies FormErrorBody);
  });
}
