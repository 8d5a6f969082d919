import { randomBytes } from "node:crypto";
import { brotliDecompressSync, constants } from "node:zlib";
import { describe, expect, it } from "vitest";
import { closeWithStoredTail, compressOpenEnded } from "./brotli-tail";

describe("a brotli stream compressed once, with a stored tail per answer", () => {
  const page = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Same for everyone.</p>".repeat(400)}`);

  it("decodes to the beginning followed by the tail", async () => {
    const open = await compressOpenEnded(page);
    for (const tail of ['<input name="_t" value="abc.def"></body></html>', ""]) {
      const stream = closeWithStoredTail(open, Buffer.from(tail));
      expect(brotliDecompressSync(stream).toString()).toBe(page.toString() + tail);
    }
  });

  it("splits a tail longer than one meta-block holds", async () => {
    const open = await compressOpenEnded(page);
    const tail = randomBytes(3 * 65_536 + 17);
    expect(
      brotliDecompressSync(closeWithStoredTail(open, tail)).equals(Buffer.concat([page, tail])),
    ).toBe(true);
  });

  it("is an open stream until closed: decoding it alone fails", async () => {
    const open = await compressOpenEnded(page);
    expect(() =>
      brotliDecompressSync(open, { finishFlush: constants.BROTLI_OPERATION_FINISH }),
    ).toThrow();
  });
});
