import Busboy from "@fastify/busboy";
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
 * multipart/form-data, parsed from the buffered body (at most bodyLimit bytes) by busboy, the
 * parser Fastify's own multipart plugin uses (undici's `Response.formData()` was 20x slower per
 * body). Strict: a truncated or malformed body, a part over its limits or a file is refused as a
 * whole, never stored from the parts read so far.
 */
export function parseMultipart(body: Buffer, contentType: string): Promise<Entries> {
  return new Promise((resolve, reject) => {
    const entries: Entries = [];
    let failed = false;
    const fail = (failure: unknown) => {
      if (failed) return;
      failed = true;
      reject(failure);
    };
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { "content-type": contentType },
        defCharset: "utf8",
        limits: { fields: maxFields, parts: maxFields, fieldNameSize: 200, headerPairs: 20 },
      });
    } catch {
      fail(failures.badRequest("The multipart form data could not be read."));
      return;
    }
    const unreadable = () =>
      fail(failures.badRequest("The multipart form data could not be read."));
    parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) unreadable();
      else entries.push([name, value]);
    });
    parser.on("file", (_name, stream) => {
      stream.resume();
      fail(formFailure(400, "NO_FILE_UPLOADS", "File uploads are not accepted by this form."));
    });
    parser.on("partsLimit", () =>
      fail(failures.tooLarge("The submission has more fields than any form.")),
    );
    parser.on("fieldsLimit", () =>
      fail(failures.tooLarge("The submission has more fields than any form.")),
    );
    parser.on("error", unreadable);
    parser.on("finish", () => {
      if (!failed) resolve(entries);
    });
    parser.end(body);
  });
}

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
    async (request: FastifyRequest, body: Buffer) => ({
      entries: await parseMultipart(body, String(request.headers["content-type"])),
    }),
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
