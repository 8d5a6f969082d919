import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Store } from "../store/store";

/**
 * A brief no lead or application took after this long never will be: a post lasts at most the
 * upload's time limit and its checks, far below an hour.
 */
export const unclaimedAfterMs = 60 * 60_000;

/**
 * Deletes what a cut-off post or a stopped server left behind: stored briefs that nothing took,
 * and temporary files in the uploads folder, each older than `unclaimedAfterMs`.
 */
export async function sweepBriefs(store: Store, uploadsDir: string, now = Date.now()) {
  const before = now - unclaimedAfterMs;
  const briefs = await store.deleteUnclaimedBriefs(new Date(before));
  let staged = 0;
  for (const name of await readdir(uploadsDir).catch(() => [] as string[])) {
    const file = path.join(uploadsDir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info || info.mtimeMs >= before) continue;
    await rm(file, { force: true });
    staged++;
  }
  return { briefs: briefs.length, staged };
}

/** Once at start and then hourly; the timer never keeps the process alive. */
export function startBriefSweep(store: Store, uploadsDir: string, log: FastifyBaseLogger) {
  const run = () =>
    sweepBriefs(store, uploadsDir)
      .then((swept) => {
        if (swept.briefs + swept.staged > 0) log.info(swept, "unclaimed briefs swept");
      })
      .catch((error: unknown) => log.warn({ err: error }, "the briefs' sweep failed"));
  void run();
  const timer = setInterval(run, unclaimedAfterMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
