import { ContentDisposition, ContentType } from "@remix-run/headers";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { failures, formFailure } from "./failure";

/**
 * The three body types the endpoint accepts, all decoded to name/value pairs in the order sent:
 * what an HTML form posts (urlencoded, multipart) and what Formspree's AJAX clients send (JSON).
 * Everything else is 415. The same byte limit applies to all three.
 */

export type Entries = Array<[string, unknown]>;

/** application/x-www-form-urlencoded, decoded the WHATWG way; repeated names are kept. */
export const parseUrlencoded = (body: string): Entries => [...new URLSearchParams(body)];

/**
 * multipart/form-data, read from the buffered body (at most bodyLimit bytes). The framing is
 * read here with Buffer.indexOf; each part's Content-Disposition and Content-Type values are
 * parsed by @remix-run/headers. Both multipart libraries tried cost more per post than
 * validation and storage together (busboy: streams and events per part;
 * @remix-run/multipart-parser: its part-header decoding), decision 0085. Strict: an empty,
 * truncated or malformed body, a part over its limits or a file is refused as a whole, never
 * stored from the parts read so far. Values are decoded as UTF-8 the lossy way (as busboy did),
 * so bytes that are not UTF-8 reach the schema as U+FFFD and get its field error.
 */
export function parseMultipart(body: Buffer, contentType: string): Entries {
  const { boundary } = ContentType.from(contentType);
  if (!boundary || boundary.length > 70) throw unreadableMultipart();
  const first = `--${boundary}`;
  // The body starts with the first delimiter (no preamble: no browser sends one).
  if (body.length < first.length || body.toString("latin1", 0, first.length) !== first)
    throw unreadableMultipart();
  const delimiter = `\r\n--${boundary}`;
  const entries: Entries = [];
  let index = first.length;
  for (;;) {
    // After a delimiter: `--` closes the body (what follows is ignored), CRLF opens a part.
    if (body[index] === dash && body[index + 1] === dash) return entries;
    if (body[index] !== cr || body[index + 1] !== lf) throw unreadableMultipart();
    const headerStart = index + 2;
    const headerEnd = body.indexOf("\r\n\r\n", headerStart, "latin1");
    if (headerEnd === -1 || headerEnd - headerStart > maxPartHeaderBytes)
      throw unreadableMultipart();
    const valueEnd = body.indexOf(delimiter, headerEnd + 4, "latin1");
    if (valueEnd === -1) throw unreadableMultipart();
    if (entries.length === maxFields)
      throw failures.tooLarge("The submission has more fields than any form.");
    const name = fieldName(partHeaders(body.toString("utf8", headerStart, headerEnd)));
    if (name === undefined) throw unreadableMultipart();
    entries.push([name, body.toString("utf8", headerEnd + 4, valueEnd)]);
    index = valueEnd + delimiter.length;
  }
}

const [dash, cr, lf] = [0x2d, 0x0d, 0x0a];

/** The header lines of one part; a line that is not `Name: value` makes the body unreadable. */
function partHeaders(block: string) {
  const headers: { "content-disposition"?: string; "content-type"?: string } = {};
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw unreadableMultipart();
    const name = line.slice(0, colon).trim().toLowerCase();
    if (name === "content-disposition" || name === "content-type") {
      if (headers[name] !== undefined) throw unreadableMultipart();
      headers[name] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}

/**
 * The name of a text field's part; a file part is refused. The header every browser sends for a
 * text field (`form-data; name="..."`, quotes and line breaks in the name percent-encoded) is read
 * with one regular expression; any other spelling goes through the full Content-Disposition
 * parser.
 */
function fieldName(headers: { "content-disposition"?: string; "content-type"?: string }) {
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
    // A callback parser: the work is synchronous, and a promise per request costs (0085).
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
