import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerConfig } from "../config";
import type { CompressedPage, ReplaceablePages, SitePage } from "../site-pages";
import { loadSiteFiles, type SiteFiles } from "../site/site-files";
import type { Store } from "../store/store";
import { deskDay } from "../workflow/desk-time";
import type { SiteContent } from "~/content/documents";
import { builtContent, startLiveSite, type LiveSite } from "./live-site";
import { openOpeningIn, type OpenOpening } from "./openings";
import type { OgImage } from "./og-images";
import { rendererDirOf } from "./renderer";

/** Where a publish writes the files its pages need, beside the store's data. */
export const publishedFilesDir = (config: ServerConfig) =>
  path.join(config.dataDir, "published-files");

/**
 * Publishing on this server, when the build kept its renderer (a build of `npm run build`):
 * the live site follows the store's generation. Without one (a site folder from elsewhere) the
 * build's pages are served as they are, and nothing can be published here. The answer is the
 * site's files (the sitemap, the feeds) as the live site keeps them, for the server to serve.
 */
export async function startPublishing(
  app: FastifyInstance,
  config: ServerConfig,
  site: {
    store: Store;
    pages: ReplaceablePages;
    prepare(page: SitePage, stamp?: boolean, compressed?: CompressedPage): Promise<void>;
    notFound(request: FastifyRequest, reply: FastifyReply): unknown;
    /** The company's day, YYYY-MM-DD (tests set the clock); DESK_TIME_ZONE's by default. */
    today?: () => string;
  },
): Promise<SiteFiles> {
  const buildDir = path.dirname(config.siteDir);
  const files = await loadSiteFiles(config.siteDir);
  const filesDir = publishedFilesDir(config);
  registerPublishedFiles(app, filesDir, site.notFound);
  let liveSite: LiveSite | undefined;
  const { timeZone } = config.workflow;
  const today = site.today ?? (() => deskDay(timeZone));
  registerPublishedOgImages(app, (href) => liveSite?.ogImage(href));
  if (existsSync(path.join(rendererDirOf(buildDir), "server", "index.js"))) {
    liveSite = await startLiveSite({ ...site, files, buildDir, filesDir, log: app.log, today });
    app.addHook("onClose", async () => liveSite?.stop());
  } else app.log.info("the build kept no renderer: the site is served as built, publishing is off");
  app.decorate("liveSite", liveSite);
  // The openings that take applications: the live site's, else those of the build as it is.
  const built = liveSite ? undefined : await builtContent(buildDir);
  const served = () => liveSite?.content() ?? (built as SiteContent);
  app.decorate("openOpening", (slug: string) => openOpeningIn(served(), today(), slug));
  return files;
}

const fileName = /^[\w.-]{1,120}$/;

/**
 * The files a publish made (a page's rest stylesheet, its drawings), at /assets/<name> like the
 * build's own, which are routes of their own and win over this one. Each name is a hash of
 * its content, so it is cached for a year.
 */
export function registerPublishedFiles(
  app: FastifyInstance,
  filesDir: string,
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  app.get("/assets/*", (request, reply) => {
    const name = (request.params as { "*": string })["*"];
    if (!fileName.test(name) || name.startsWith(".") || !existsSync(path.join(filesDir, name)))
      return notFound(request, reply);
    reply.header("cache-control", "public, max-age=31536000, immutable");
    return reply.sendFile(name, filesDir);
  });
}

declare module "fastify" {
  interface FastifyInstance {
    /** The opening at a slug when it takes applications today (server/applicants/). */
    openOpening(slug: string): OpenOpening | undefined;
  }
}

const ogImageHref = /^\/og\/[a-z0-9-]{1,120}\.png$/;

/**
 * The Open Graph pictures a publish drew, at the build's own URLs (/og/<slug>.png), in place of
 * the build's files: answered before routing, since each build file is a route of its own.
 * Cached for an hour like the build's, with an ETag, as the URL stays the same.
 */
function registerPublishedOgImages(
  app: FastifyInstance,
  find: (href: string) => Promise<OgImage> | undefined,
) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const href = request.url.split("?")[0] ?? "";
    if (!ogImageHref.test(href)) return;
    const drawing = find(href);
    if (!drawing) return;
    // A picture a publish has just made is drawn before its first answer.
    const image = await drawing;
    reply.header("cache-control", "public, max-age=3600").header("etag", image.etag);
    if (request.headers["if-none-match"] === image.etag) return reply.code(304).send();
    return reply.type("image/png").send(image.png);
  });
}
