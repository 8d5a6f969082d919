import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

/**
 * A brotli stream whose beginning is compressed once and whose end is written per answer: the
 * page with a form is the same for every visitor but for its time tokens, which sit at its end
 * (server/spam/time-token.ts). The beginning is compressed at brotli's best and flushed, not
 * finished, so it ends on a byte boundary inside an open stream (`compressOpenEnded`); each
 * answer then appends its tail as stored bytes and closes the stream (`closeWithStoredTail`).
 * Both are plain brotli (RFC 7932): an uncompressed meta-block (section 9.2) and the empty last
 * meta-block. Compressing only the tail would not do: a second brotli stream cannot follow
 * the first.
 */

const compress = promisify(brotliCompress);

const atBest = (text: Buffer) => ({
  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
  [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
});

/** A whole brotli stream at quality 11, on libuv's thread pool (decision 0127). */
export const compressAtBest = (text: Buffer): Promise<Buffer> =>
  compress(text, { params: atBest(text) });

export const compressOpenEnded = (text: Buffer): Promise<Buffer> =>
  compress(text, { finishFlush: constants.BROTLI_OPERATION_FLUSH, params: atBest(text) });

/** The most bytes one meta-block with a four-nibble length holds. */
const storedBlockMax = 1 << 16;

/** ISLAST and ISLASTEMPTY set: the stream ends here. */
const lastEmptyBlock = Buffer.from([0b11]);

export function closeWithStoredTail(openStream: Buffer, tail: Buffer): Buffer {
  const parts = [openStream];
  for (let offset = 0; offset < tail.length; offset += storedBlockMax) {
    const bytes = tail.subarray(offset, offset + storedBlockMax);
    // Bit 0 ISLAST = 0; bits 1-2 MNIBBLES = 0 (four nibbles); bits 3-18 MLEN - 1; bit 19
    // ISUNCOMPRESSED = 1; then zero bits to the byte boundary, and the bytes as they are.
    const header = ((bytes.length - 1) << 3) | (1 << 19);
    parts.push(Buffer.from([header & 0xff, (header >> 8) & 0xff, header >> 16]), bytes);
  }
  parts.push(lastEmptyBlock);
  return Buffer.concat(parts);
}
