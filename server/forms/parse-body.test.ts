import { describe, expect, it } from "vitest";
import { FormFailure } from "./failure";
import { parseMultipart } from "./parse-body";

/**
 * The multipart parser's contract, independent of the library behind it (busboy was swapped for
 * @remix-run/multipart-parser, for the CPU of each post, and could be again): what a browser sends
 * is read exactly, anything malformed is refused as a whole.
 */
const boundary = "----formBoundary7MA4YWxk";
const contentType = `multipart/form-data; boundary=${boundary}`;
const part = (name: string, value: string, extraHeaders = "") =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extraHeaders}\r\n\r\n${value}\r\n`;
const close = `--${boundary}--\r\n`;
const parse = (body: string | Buffer, type = contentType) =>
  parseMultipart(Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8"), type);

function failure(body: string | Buffer, type = contentType) {
  try {
    parse(body, type);
  } catch (error) {
    if (error instanceof FormFailure)
      return { status: error.statusCode, code: error.errors[0]?.code };
    throw error;
  }
  throw new Error("parsed without a failure");
}

describe("parseMultipart", () => {
  it("reads what a browser's FormData sends, in order, repeated names kept", async () => {
    const form = new FormData();
    form.append("name", "Zoë Khan");
    form.append("message", "line one\r\nline two ☃");
    form.append("name", "again");
    const request = new Request("http://site.invalid/", { method: "POST", body: form });
    const body = Buffer.from(await request.arrayBuffer());
    expect(parse(body, request.headers.get("content-type") ?? "")).toEqual([
      ["name", "Zoë Khan"],
      ["message", "line one\r\nline two ☃"],
      ["name", "again"],
    ]);
  });

  it("reads other spellings of the part header through the full parser", () => {
    const body =
      `--${boundary}\r\ncontent-disposition: Form-Data; name=plain\r\n\r\na\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\nContent-Type: text/plain\r\n\r\nb\r\n` +
      part('say \\"hi\\"', "c") +
      close;
    expect(parse(body)).toEqual([
      ["plain", "a"],
      ["x", "b"],
      ['say "hi"', "c"],
    ]);
    expect(
      parse(part("name", "Ali") + close, `multipart/form-data; boundary="${boundary}"`),
    ).toEqual([["name", "Ali"]]);
  });

  it("keeps a value holding the boundary text when it does not start a line", () => {
    expect(parse(part("message", `see --${boundary} and\n--${boundary}`) + close)).toEqual([
      ["message", `see --${boundary} and\n--${boundary}`],
    ]);
  });

  it("decodes values as UTF-8, bytes that are not UTF-8 becoming U+FFFD for the schema to refuse", () => {
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n`),
      Buffer.from([0x41, 0xff, 0x42]),
      Buffer.from(`\r\n${close}`),
    ]);
    expect(parse(body)).toEqual([["name", "A\ufffdB"]]);
  });

  it.each([
    ["an empty body", ""],
    ["a body without its closing boundary", part("name", "Ali")],
    ["a truncated part", part("name", "Ali").slice(0, 30)],
    ["bare LF line endings", part("name", "Ali").replaceAll("\r\n", "\n") + close],
    [
      "a part without a name",
      `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n${close}`,
    ],
    ["a part without a disposition", `--${boundary}\r\nX-Other: 1\r\n\r\nx\r\n${close}`],
    [
      "a disposition other than form-data",
      `--${boundary}\r\nContent-Disposition: attachment; name="x"\r\n\r\nx\r\n${close}`,
    ],
    ["a preamble before the first delimiter", `preamble\r\n${part("name", "Ali")}${close}`],
    ["a part header over 2 KB", part("x", "y", `\r\nX-Pad: ${"a".repeat(3000)}`) + close],
  ])("refuses %s with 400", (_label, body) => {
    expect(failure(body)).toEqual({ status: 400, code: "BAD_REQUEST" });
  });

  it("refuses a content type without a boundary with 400", () => {
    expect(failure(part("name", "Ali") + close, "multipart/form-data")).toEqual({
      status: 400,
      code: "BAD_REQUEST",
    });
  });

  it.each([
    ["a file", part("cv", "data", '; filename="cv.pdf"') + close],
    [
      "a file without a filename",
      part("cv", "data", "\r\nContent-Type: application/octet-stream") + close,
    ],
  ])("refuses %s as NO_FILE_UPLOADS", (_label, body) => {
    expect(failure(body)).toEqual({ status: 400, code: "NO_FILE_UPLOADS" });
  });

  it("accepts 20 parts and refuses 21 with 413", () => {
    const fields = (count: number) =>
      Array.from({ length: count }, (_, index) => part(`f${index}`, "x")).join("") + close;
    expect(parse(fields(20))).toHaveLength(20);
    expect(failure(fields(21))).toEqual({ status: 413, code: "PAYLOAD_TOO_LARGE" });
  });
});
