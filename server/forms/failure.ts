import type { FieldError, FormError, FormErrorBody, FormErrorCode } from "@contracts/forms";
import type { FastifyReply } from "fastify";
import { AnswerError } from "../answer-error";

/** A failure with its HTTP status, answered in the Formspree shape. */
export class FormFailure extends AnswerError {
  constructor(
    readonly statusCode: number,
    readonly errors: Array<FieldError | FormError>,
    summary?: string,
    /** Seconds, for 429 and 503 answers. */
    readonly retryAfter?: number,
  ) {
    super(summary ?? errors[0]?.message ?? "Form submission failed");
  }

  get body(): FormErrorBody {
    return {
      error: this.statusCode === 422 ? "Validation errors" : this.message,
      errors: this.errors,
    };
  }
}

export const formFailure = (
  statusCode: number,
  code: FormErrorCode,
  message: string,
  retryAfter?: number,
) => new FormFailure(statusCode, [{ code, message }], message, retryAfter);

/** The canned failures, one place for their wording. */
export const failures = {
  notFound: () => formFailure(404, "FORM_NOT_FOUND", "There is no form with this name."),
  methodNotAllowed: () => formFailure(405, "METHOD_NOT_ALLOWED", "Use POST to send a form."),
  badRequest: (message = "The form data could not be read.") =>
    formFailure(400, "BAD_REQUEST", message),
  urlTooLong: () => formFailure(414, "BAD_REQUEST", "The request URL is too long."),
  tooLarge: (message = "The submission is larger than this form accepts.") =>
    formFailure(413, "PAYLOAD_TOO_LARGE", message),
  unsupported: () =>
    formFailure(
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the form as multipart/form-data, application/x-www-form-urlencoded or application/json.",
    ),
  timeout: () => formFailure(408, "REQUEST_TIMEOUT", "The request took too long to arrive."),
  tooMany: (retryAfter: number) =>
    formFailure(
      429,
      "TOO_MANY_REQUESTS",
      "Too many submissions; please try again in a minute.",
      retryAfter,
    ),
  unavailable: (retryAfter = 30) =>
    formFailure(
      503,
      "SERVICE_UNAVAILABLE",
      "The submission could not be stored right now; nothing was kept. Please try again shortly.",
      retryAfter,
    ),
  serverError: () =>
    formFailure(500, "SERVER_ERROR", "The submission could not be stored; please try again."),
};

/**
 * Store errors that mean "cannot write now": SQLite's result codes (disk full, read-only, locked,
 * I/O), the file system's when the WAL's fsync fails (I/O error, no space or quota, read-only)
 * and the PostgreSQL store's STORE_UNAVAILABLE (connection lost, server shutting down).
 */
const unavailableCodes =
  /^(?:SQLITE_(?:FULL|READONLY|BUSY|LOCKED|IOERR|CANTOPEN|PROTOCOL|NOMEM)|STORE_UNAVAILABLE|(?:EIO|ENOSPC|EDQUOT|EROFS)$)/;

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
