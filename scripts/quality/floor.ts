/**
 * The floor page (the smallest page a browser can paint: one <h1>, one paragraph, inline CSS,
 * the system font, no JavaScript) and its server; plus a throw-away copy of the build with a
 * deliberate regression, for the gate's self-test.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { RunningSite } from "./serve";

export const floorPath = "/";

export const floorHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title>
<meta name="description" content="The smallest page a browser can paint: the denominator of the Lighthouse gate.">
<style>body{margin:0;padding:24px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff}h1{font-size:2rem;line-height:1.2;margin:0 0 16px}p{max-width:40rem;margin:0}</style>
</head>
<body>
<h1>The floor</h1>
<p>One heading and one paragraph, styled inline, in the system font and without any JavaScript: the first paint no page of this site can beat on this machine, measured in the same run as the pages.</p>
</body>
</html>
`;

/**
 * Serves the floor page on localhost, the host name the bundled server is reached by, over the
 * same HTTP/1.1 as the site. Not through the bundled server: its CSP (style-src 'self') would
 * block the inline style that makes this page the floor.
 */
export async function startFloor(): Promise<RunningSite> {
  const body = Buffer.from(floorHtml);
  const gzipped = gzipSync(body, { level: 9 });
  const server = createServer((request, response) => {
    if (request.url !== floorPath) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    // Compressed when asked, like the bundled server (which compresses from 1 KB up).
    const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    const payload = gzip && body.length >= 1024 ? gzipped : body;
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      "content-length": payload.length,
      ...(payload === gzipped ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
    });
    response.end(payload);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "localhost", resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseUrl: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The deliberate regression of the self-test: one 300 ms task on the main thread. */
export const longTaskScript =
  "<script>const t=performance.now();while(performance.now()-t<300);</script>";

/** The built HTML of a route, in a site folder. */
export function routeHtmlFile(siteDir: string, route: string) {
  return route === "/"
    ? path.join(siteDir, "index.html")
    : path.join(siteDir, ...route.split("/").filter(Boolean), "index.html");
}

/** Adds the long task before `</body>`. The bundled server hashes every inline script of a page
 * into its CSP when it starts, so the injected script runs. */
export function injectLongTask(html: string): string {
  if (!html.includes("</body>")) throw new Error("No </body> to inject the long task before.");
  return html.replace("</body>", `${longTaskScript}</body>`);
}

/**
 * A temporary copy of the built site with the long task added to the given routes, for
 * `SITE_DIR`. `remove()` deletes it.
 */
export async function siteWithLongTask(siteDir: string, routes: readonly string[]) {
  const dir = await mkdtemp(path.join(tmpdir(), "gate-regression-"));
  await cp(siteDir, dir, { recursive: true });
  for (const route of routes) {
    const file = routeHtmlFile(dir, route);
    await writeFile(file, injectLongTask(await readFile(file, "utf8")));
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
