import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { siteFilePaths, type SiteFile } from "@scripts/build/site-files";
import { compressAtBest } from "../brotli-tail";
import { compressThreshold, precompressedExtension } from "../precompressed";
import { acceptsBrotli } from "../site-pages";

/**
 * The site's files that follow its content (the sitemap, robots.txt, the articles' feeds,
 * scripts/build/site-files.ts): answered from memory, as the build wrote them until a publish
 * makes them again, so a new article is in the sitemap and the feeds as soon as it is live.
 */
export interface LiveSiteFiles {
  /**
   * Compresses `files` once, before a publish goes live; the function it answers serves them
   * from then on in place of the files at their paths, all at once.
   */
  ready(files: readonly SiteFile[]): Promise<() => void>;
}

interface HeldFile {
  type: string;
  body: Buffer;
  /** The body at brotli's best, made once; none when it is small or would not shrink. */
  brotli?: Buffer;
  etag: string;
}

const held = (file: { type: string; body: string | Buffer }, brotli?: Buffer): HeldFile => {
  const body = Buffer.from(file.body);
  return {
    type: file.type,
    body,
    ...(brotli && brotli.length < body.length ? { brotli } : {}),
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
  };
};

/** A publish's file, compressed once as the build compresses its own (compressed once). */
async function heldAtBest(file: SiteFile): Promise<HeldFile> {
  const body = Buffer.from(file.body);
  return held(file, body.length < compressThreshold ? undefined : await compressAtBest(body));
}

const typeOf = (urlPath: string) =>
  urlPath.endsWith(".txt")
    ? "text/plain; charset=utf-8"
    : urlPath.endsWith("rss.xml")
      ? "application/rss+xml; charset=utf-8"
      : urlPath.endsWith("atom.xml")
        ? "application/atom+xml; charset=utf-8"
        : "application/xml; charset=utf-8";

export interface SiteFiles extends LiveSiteFiles {
  find(urlPath: string): HeldFile | undefined;
}

/** The build's copies of the site's files, read once at start-up. */
export async function loadSiteFiles(siteDir: string): Promise<SiteFiles> {
  let files = new Map<string, HeldFile>();
  for (const urlPath of siteFilePaths) {
    const file = path.join(siteDir, urlPath);
    if (!existsSync(file)) continue;
    // The build's brotli file beside it, written at brotli's best (precompress-assets).
    const brotli = existsSync(file + precompressedExtension)
      ? await readFile(file + precompressedExtension)
      : undefined;
    files.set(urlPath, held({ type: typeOf(urlPath), body: await readFile(file) }, brotli));
  }
  return {
    find: (urlPath) => files.get(urlPath),
    async ready(next) {
      const made = await Promise.all(
        next.map(async (file) => [file.path, await heldAtBest(file)] as const),
      );
      return () => {
        const replaced = new Map(files);
        for (const [urlPath, file] of made) replaced.set(urlPath, file);
        // One assignment, in one turn of the event loop: no answer sees half a publish.
        files = replaced;
      };
    },
  };
}

/**
 * A GET route for each of the site's files. They are never cached without asking again
 * (`no-cache` with an ETag): a publish changes them.
 */
export function registerSiteFiles(app: FastifyInstance, files: SiteFiles) {
  for (const urlPath of siteFilePaths)
    app.get(urlPath, (request, reply) => {
      const file = files.find(urlPath);
      if (!file) return reply.callNotFound();
      reply.header("cache-control", "no-cache").header("etag", file.etag).type(file.type);
      if (file.brotli) reply.header("vary", "accept-encoding");
      if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
      if (file.brotli && acceptsBrotli(request.headers["accept-encoding"]))
        return reply.header("content-encoding", "br").send(file.brotli);
      return reply.send(file.body);
    });
}
