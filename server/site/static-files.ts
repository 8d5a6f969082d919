import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { siteFilePaths } from "@scripts/build/site-files";
import { isPrecompressedFile, varyOnEncoding } from "../precompressed";
import { registerSiteFiles, type SiteFiles } from "./site-files";

const immutableAssets = /^\/assets\//;

/**
 * The build's files other than pages, each at its own route (which wins over the pages'
 * wildcard): hashed assets cached for a year, the rest for an hour.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  siteDir: string,
  siteFiles: SiteFiles,
) {
  await app.register(fastifyStatic, {
    root: siteDir,
    index: false,
    redirect: false,
    wildcard: false,
    cacheControl: false,
    // The sitemap, robots.txt and the feeds follow the published content: ./site-files.ts.
    globIgnore: siteFilePaths.flatMap((file) => [file.slice(1), `${file.slice(1)}.br`]),
    // The build's brotli files, sent in place of their asset to a client that takes br.
    preCompressed: true,
    // Pages are answered by the page handlers, with their own status and caching; a brotli
    // file is no URL of its own.
    allowedPath: (pathName) => !pathName.endsWith(".html") && !isPrecompressedFile(pathName),
    setHeaders: (res, filePath) => {
      const urlPath = filePath.slice(siteDir.length).split("\\").join("/");
      res.setHeader(
        "cache-control",
        immutableAssets.test(urlPath)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=3600",
      );
      varyOnEncoding(res, filePath);
    },
  });
  // The sitemap, robots.txt and the feeds, which a publish makes again: from memory.
  registerSiteFiles(app, siteFiles);
}
