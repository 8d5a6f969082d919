import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isPrecompressedFile, varyOnEncoding } from "../precompressed";

/**
 * The desk's pages: its client-rendered index.html (its own Vite build, never prerendered,
 * never in the sitemap) for every /admin page, its hashed assets, and the sign-in redirects.
 * A missing build answers 503.
 */
export async function deskPages(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  const indexFile = path.join(clientDir, "index.html");
  const deskHtml = existsSync(indexFile) ? readFileSync(indexFile) : undefined;
  if (existsSync(path.join(clientDir, "assets")))
    await app.register(fastifyStatic, {
      root: path.join(clientDir, "assets"),
      prefix: "/admin/assets/",
      decorateReply: false,
      index: false,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName) => !isPrecompressedFile(pathName),
      setHeaders: (res, filePath) => {
        res.setHeader("cache-control", "private, max-age=31536000, immutable");
        varyOnEncoding(res, filePath);
      },
    });

  const sendDesk = (reply: FastifyReply) =>
    deskHtml
      ? reply.type("text/html; charset=utf-8").send(deskHtml)
      : reply
          .code(503)
          .type("text/plain; charset=utf-8")
          .send("The lead desk is not built: run `npm run build`.");

  app.get("/admin/sign-in", async (request, reply) =>
    request.deskSession ? reply.redirect("/admin", 303) : sendDesk(reply),
  );
  const page = async (request: FastifyRequest, reply: FastifyReply) =>
    request.deskSession ? sendDesk(reply) : reply.redirect("/admin/sign-in", 303);
  app.get("/admin", page);
  app.get("/admin/", page);
  app.get("/admin/leads/:id", page);
  app.get("/admin/audit", page);
  // Any other /admin page: sign in first, then the desk's own not-found view.
  app.get("/admin/*", page);
}
