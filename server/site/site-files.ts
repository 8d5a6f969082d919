import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { siteFilePaths, type SiteFile } from "@scripts/build/site-files";

/**
 * The site's files that follow its content (the sitemap, robots.txt, the articles' feeds,
 * scripts/build/site-files.ts): answered from memory, as the build wrote them until a publish
 * makes them again, so a new article is in the sitemap and the feeds as soon as it is live.
 */
export interface LiveSiteFiles {
  /** From now on these are served in place of the files at their paths, all at once. */
  replace(files: readonly SiteFile[]): void;
}

interface HeldFile {
  type: string;
  body: Buffer;
  etag: string;
}

const held = (file: { type: string; body: string | Buffer }): HeldFile => {
  const body = Buffer.from(file.body);
  return {
    type: file.type,
    body,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
  };
};

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
    if (existsSync(file))
      files.set(urlPath, held({ type: typeOf(urlPath), body: await readFile(file) }));
  }
  return {
    find: (urlPath) => files.get(urlPath),
    replace(next) {
      const replaced = new Map(files);
      for (const file of next) replaced.set(file.path, held(file));
      // One assignment, in one turn of the event loop: no answer sees half a publish.
      files = replaced;
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
      if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
      return reply.send(file.body);
    });
}
