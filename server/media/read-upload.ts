import type { FastifyRequest } from "fastify";
import type { Readable } from "node:stream";
import { mediaLimits } from "@contracts/media";
import { DeskError } from "../admin/desk-request";

const tooLarge = () =>
  new DeskError(413, `The picture is over ${mediaLimits.maxBytes / 1024 / 1024} MB.`);

/** Before the body: a declared length over the limit is refused without reading a byte of it. */
export function refuseDeclaredTooLarge(request: FastifyRequest) {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > mediaLimits.maxBytes) throw tooLarge();
}

/**
 * Fastify's parser of an upload's body, any content type (the type is read from the bytes, never
 * from what the browser says): the bytes up to the limit, refused the moment they pass it (413,
 * and the connection closes, so the rest is never read); a body cut off or timed out rejects,
 * and nothing is stored.
 */
export function readUpload(_request: FastifyRequest, payload: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = (error: Error) => {
      payload.removeListener("data", onData);
      payload.pause();
      chunks.length = 0;
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      length += chunk.length;
      if (length > mediaLimits.maxBytes) return stop(tooLarge());
      chunks.push(chunk);
    };
    payload.on("data", onData);
    payload.once("end", () => {
      if (length === 0) return reject(new DeskError(400, "Send the picture's bytes."));
      resolve(Buffer.concat(chunks, length));
    });
    payload.once("error", (error) => stop(error));
    payload.once("close", () => {
      if (!payload.readableEnded) stop(new DeskError(400, "The upload was cut off."));
    });
  });
}
