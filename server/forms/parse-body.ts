import { ContentDisposition, ContentType } from "@remix-run/headers";
import {
  getMultipartBoundary,
  type MultipartHeaders,
  MaxPartsExceededError,
  parseMultipart as parseParts,
} from "@remix-run/multipart-parser";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { FormFailure, failures, formFailure } from "./failure";

/**
 * The three body types the endpoint accepts, all decoded to name/value pairs in the order sent:
 * what an HTML form posts (urlencoded, multipart) and what Formspree's AJAX clients send (JSON).
 * Everything else is 415. The same byte limit applies to all three.
 */

export type Entries = Array<[string, unknown]>;

/** application/x-www-form-urlencoded, decoded the WHATWG way; repeated names are kept. */
export const parseUrlencoded = (body: string): Entries => [...new URLSearchParams(body)];

/**
 * multipart/form-data, parsed from the buffered body (at most bodyLimit bytes) by
 * @remix-run/multipart-parser's synchronous parser: no streams and no events per part, which
 * made it about 2x cheaper per body than busboy (decision 0050). Strict: a truncated or
 * malformed body, a part over its limits or a file is refused as a whole, never stored from the
 * parts read so far. Values are decoded as UTF-8 the lossy way (as busboy did), so bytes that
 * are not UTF-8 reach the schema as U+FFFD and get its field error.
 */
export function parseMultipart(body: Buffer, contentType: string): Entries {
  const boundary = getMultipartBoundary(contentType);
  // Empty bodies and bodies without a closing boundary are unreadable, not an empty form.
  if (!boundary || body.length === 0) throw unreadableMultipart();
  const entries: Entries = [];
  try {
    for (const part of parseParts(body, {
      boundary,
      maxParts: maxFields,
      maxHeaderSize: maxPartHeaderBytes,
      maxFileSize: body.length,
      maxTotalSize: body.length,
    })) {
      const name = fieldName(part.headers);
      if (name === undefined) throw unreadableMultipart();
      entries.push([name, Buffer.concat(part.content).toString("utf8")]);
    }
  } catch (error) {
    if (error instanceof FormFailure) throw error;
    if (error instanceof MaxPartsExceededError)
      throw failures.tooLarge("The submission has more fields than any form.");
    throw unreadableMultipart();
  }
  return entries;
}

/**
 * The name of a text field's part; a file part is refused. The header every browser sends for a
 * text field (`form-data; name="..."`, quotes and line breaks in the name percent-encoded) is read
 * with one regular expression; any other spelling goes through the full Content-Disposition
 * parser. Each getter of MultipartPart (isFile, filename, name) parses the header again, which
 * cost as much as the rest of the multipart parse.
 */
function fieldName(headers: MultipartHeaders) {
  const disposition = headers["content-disposition"];
  const contentType = headers["content-type"];
  const plain = contentType === undefined ? plainDisposition.exec(disposition ?? "") : null;
  if (plain) return plain[1];
  const parsed = ContentDisposition.from(disposition ?? null);
  if (parsed.type?.toLowerCase() !== "form-data") return undefined;
  if (
    parsed.preferredFilename !== undefined ||
    ContentType.from(contentType ?? null).mediaType === "application/octet-stream"
  )
    throw formFailure(400, "NO_FILE_UPLOADS", "File uploads are not accepted by this form.");
  return parsed.name;
}

const plainDisposition = /^form-data; name="([^"\\]*)"$/;

const unreadableMultipart = () => failures.badRequest("The multipart form data could not be read.");

/** A form field's part headers are one line or two; this is far more than any browser sends. */
const maxPartHeaderBytes = 2048;

/** More name/value pairs than any form has (the largest has nine with its special fields). */
const maxFields = 20;

/**
 * application/json: one object of fields. Values keep their JSON types, so a number or an array
 * where text belongs is a field error from the schema rather than silently turned into text.
 */
export function parseJson(body: string): Entries {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw failures.badRequest("The JSON body could not be read.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw failures.badRequest("The JSON body must be one object of form fields.");
  return Object.entries(value);
}

/** Only UTF-8 text is read; a declared other charset would be decoded wrongly, so it is refused. */
function checkCharset(request: FastifyRequest) {
  const charset = /;\s*charset="?([^";\s]+)/i.exec(String(request.headers["content-type"]))?.[1];
  if (charset && !/^utf-?8$/i.test(charset)) throw failures.unsupported();
}

export function registerBodyParsers(app: FastifyInstance, bodyLimit: number) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit },
    async (request: FastifyRequest, body: string) => {
      checkCharset(request);
      return { entries: parseUrlencoded(body) };
    },
  );
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer", bodyLimit },
    // A callback parser: the work is synchronous, and a promise per request costs.
    (
      request: FastifyRequest,
      body: Buffer,
      done: (error: Error | null, value?: unknown) => void,
    ) => {
      let entries: Entries;
      try {
        entries = parseMultipart(body, String(request.headers["content-type"]));
      } catch (error) {
        done(error as Error);
        return;
      }
      done(null, { entries });
    },
  );
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit },
    async (request: FastifyRequest, body: string) => {
      checkCharset(request);
      return { entries: parseJson(body) };
    },
  );
}
