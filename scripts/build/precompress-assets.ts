import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import {
  compressThreshold,
  compressibleFile,
  precompressedExtension,
} from "@server/precompressed";

const compress = promisify(brotliCompress);

export interface PrecompressedTotals {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/**
 * Writes `<file>.br` at brotli's best beside every compressible file of `dirs` the server would
 * otherwise compress on each request (decision 0127). A file that brotli would not make
 * smaller gets none, and the server sends it as it is.
 */
export async function precompressAssets(...dirs: string[]): Promise<PrecompressedTotals> {
  const totals: PrecompressedTotals = { files: 0, bytes: 0, brotliBytes: 0 };
  const entries = await Promise.all(
    dirs.map((dir) => readdir(dir, { recursive: true, withFileTypes: true })),
  );
  const files = entries
    .flat()
    .filter((entry) => entry.isFile() && compressibleFile.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < compressThreshold) return;
      const brotli = await compress(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      });
      if (brotli.length >= content.length) return;
      await writeFile(file + precompressedExtension, brotli);
      totals.files += 1;
      totals.bytes += content.length;
      totals.brotliBytes += brotli.length;
    }),
  );
  return totals;
}
