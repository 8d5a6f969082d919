import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { briefLimits } from "@contracts/briefs";
import { failures } from "../forms/failure";
import { briefName } from "./brief-name";

/** A brief as the body parser leaves it: its bytes in a temporary file, counted and hashed. */
export interface StagedBrief {
  file: string;
  name: string;
  size: number;
  sha256: string;
}

const tooLarge = () =>
  failures.tooLarge(`The file is over ${briefLimits.maxBytes / 1024 / 1024} MB.`);

/**
 * Writes a file part's bytes to a temporary file of its own under `uploadsDir` as they arrive,
 * refusing them the moment they pass the limit (the file is removed, the rest never read).
 * Memory holds a chunk at a time. `finish` resolves once the bytes are on disk.
 */
export async function stageBrief(uploadsDir: string, sentName: string | undefined) {
  await mkdir(uploadsDir, { recursive: true, mode: 0o700 });
  const file = path.join(uploadsDir, `${randomBytes(16).toString("base64url")}.upload`);
  const out = createWriteStream(file, { mode: 0o600 });
  const hash = createHash("sha256");
  let size = 0;
  let failed: Error | undefined;
  out.on("error", (error) => (failed ??= error));
  const discard = async () => {
    out.destroy();
    // The file opens after the stream is made: removed before the open, it would be made after.
    if (!out.closed) await once(out, "close").catch(() => {});
    await rm(file, { force: true });
  };
  return {
    /** False when the writer wants the source paused until it drains. */
    write(chunk: Buffer): boolean {
      if (failed) throw failed;
      size += chunk.length;
      if (size > briefLimits.maxBytes) throw (failed = tooLarge());
      hash.update(chunk);
      return out.write(chunk);
    },
    /** Resolves once the file has taken what it holds, or has failed (the next write throws). */
    drained: () =>
      once(out, "drain").then(
        () => {},
        () => {},
      ),
    async finish(): Promise<StagedBrief> {
      if (failed) throw failed;
      out.end();
      await once(out, "finish").catch(() => {});
      if (failed) {
        await discard();
        throw failed;
      }
      return { file, name: briefName(sentName), size, sha256: hash.digest("hex") };
    },
    discard,
  };
}

export type BriefStager = Awaited<ReturnType<typeof stageBrief>>;

/** The temporary file, gone once the post is answered, stored or not. */
export const discardStaged = (staged: StagedBrief | undefined) =>
  staged ? rm(staged.file, { force: true }) : Promise.resolve();
