import { ContentDisposition, ContentType } from "@remix-run/headers";
import {
  getMultipartBoundary,
  type MultipartHeaders,
  MaxPartsExceededError,
  parseMultipart as parseParts,
} from "@remix-run/multipart-parser";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Readable } from "node:stream";
import { briefField } from "@contracts/briefs";
import { stageBrief } from "../briefs/staged-brief";
import {
  noFileUploads,
  streamMultipart,
  takeUpload,
  type BriefUploads,
  type MultipartBody,
} from "../briefs/stream-multipart";
import { FormFailure, failures } from "./failure";

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
  return parseBufferedMultipart(body, contentType).entries;
}

/** A file part of a buffered body: its sent name and its bytes. */
interface BufferedFile {
  filename: string;
  content: Uint8Array[];
}

/** parseMultipart, with the one file part a brief may be (refused when `acceptsFile` is false). */
function parseBufferedMultipart(body: Buffer, contentType: string, acceptsFile = false) {
  const boundary = getMultipartBoundary(contentType);
  // Empty bodies and bodies without a closing boundary are unreadable, not an empty form.
  if (!boundary || body.length === 0) throw unreadableMultipart();
  const entries: Entries = [];
  let file: BufferedFile | undefined;
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
      if (typeof name === "string")
        entries.push([name, Buffer.concat(part.content).toString("utf8")]);
      else if (!acceptsFile || name.name !== briefField || file) throw noFileUploads();
      // The brief's input left empty is sent as a part with no name and no bytes.
      else if (!name.filename && part.size === 0) continue;
      else file = { filename: name.filename, content: part.content };
    }
  } catch (error) {
    if (error instanceof FormFailure) throw error;
    if (error instanceof MaxPartsExceededError)
      throw failures.tooLarge("The submission has more fields than any form.");
    throw unreadableMultipart();
  }
  return { entries, file };
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
    return { name: parsed.name, filename: parsed.preferredFilename ?? "" };
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

export function registerBodyParsers(
  app: FastifyInstance,
  bodyLimit: number,
  uploads?: BriefUploads,
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit },
    async (request: FastifyRequest, body: string) => {
      checkCharset(request);
      return { entries: parseUrlencoded(body) };
    },
  );
  app.addContentTypeParser("multipart/form-data", (request: FastifyRequest, payload: Readable) =>
    readMultipart(request, payload, bodyLimit, uploads),
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

/** The body's bytes, at most `limit` of them (its declared length is within it). */
async function collect(payload: Readable, limit: number) {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of payload as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limit) throw failures.tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length);
}

/**
 * A multipart body: one within the text limit is buffered and parsed at once, as every form
 * without a file is; a larger one, or one sent without a length, is read as it arrives, its file
 * straight to disk (server/briefs/stream-multipart.ts). Without `uploads`, files are refused.
 */
async function readMultipart(
  request: FastifyRequest,
  payload: Readable,
  bodyLimit: number,
  uploads: BriefUploads | undefined,
): Promise<MultipartBody> {
  const contentType = String(request.headers["content-type"]);
  const declared = Number(request.headers["content-length"]);
  if (uploads && !(Number.isFinite(declared) && declared <= bodyLimit)) {
    if (!getMultipartBoundary(contentType)) throw unreadableMultipart();
    return streamMultipart(request, payload, uploads, bodyLimit);
  }
  const body = await collect(payload, bodyLimit);
  const { entries, file } = parseBufferedMultipart(body, contentType, uploads !== undefined);
  if (!file || !uploads) return { entries };
  takeUpload(uploads, request);
  const writer = await stageBrief(uploads.uploadsDir, file.filename);
  try {
    for (const chunk of file.content) writer.write(Buffer.from(chunk));
    return { entries, brief: await writer.finish() };
  } catch (error) {
    await writer.discard();
    throw error;
  }
}
