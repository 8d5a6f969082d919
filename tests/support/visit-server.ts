import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildServer, type BuildServerOptions } from "@server/app";
import { loadConfig } from "@server/config";
import { makeSite } from "./test-server";

/** A browser's user agent with a mark no stored row may contain. */
export const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 VisitsTestMark/7";

/**
 * The real server on a site with one asset, behind a trusted proxy (so each test names its
 * client), on SQLite or on the PostgreSQL database given; `env` adds or changes settings.
 */
export async function startVisitServer(
  databaseUrl?: string,
  env: Record<string, string> = {},
  options: Omit<BuildServerOptions, "config"> = {},
) {
  const site = await makeSite();
  await mkdir(path.join(site.dir, "assets"));
  await writeFile(path.join(site.dir, "assets", "app.js"), "console.log(1);");
  const config = loadConfig({
    SITE_DIR: site.dir,
    DATA_DIR: path.join(site.dir, "data"),
    LOG_LEVEL: "silent",
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_MAX: "1000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildServer({ config, logger: false, ...options });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await site.cleanup();
    },
  };
}
