import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { BuildServerOptions } from "@server/app";
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from "./embedded-postgres";
import { startTestServer } from "./test-server";

/** A browser's user agent with a mark no stored row may contain. */
export const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 VisitsTestMark/7";

/**
 * The real server on a site with one asset, behind a trusted proxy (so each test names its
 * client), on SQLite or on the PostgreSQL database given; `env` adds or changes settings.
 */
export const startVisitServer = (
  databaseUrl?: string,
  env: Record<string, string> = {},
  options: Partial<BuildServerOptions> = {},
) =>
  startTestServer(
    {
      TRUST_PROXY: "127.0.0.1",
      RATE_LIMIT_MAX: "1000",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    options,
    async (dir) => {
      await mkdir(path.join(dir, "assets"));
      await writeFile(path.join(dir, "assets", "app.js"), "console.log(1);");
    },
  );

/**
 * The databases a suite of the real server runs on: SQLite (the server's own file) and a fresh
 * PostgreSQL database each time (embedded-postgres, started once for the test file). Call it
 * at the top level.
 */
export function serverDatabases(
  prefix: string,
): Array<[string, () => Promise<string | undefined>]> {
  let postgres: EmbeddedPostgresServer | undefined;
  let databases = 0;
  beforeAll(async () => {
    postgres = await startEmbeddedPostgres({ durable: false });
  }, 120_000);
  afterAll(async () => {
    await postgres?.stop();
  }, 60_000);
  const started = () => {
    if (!postgres) throw new Error("serverDatabases: used before its beforeAll ran");
    return postgres;
  };
  return [
    ["SQLite", async () => undefined],
    ["PostgreSQL", () => started().createDatabase(`${prefix}_${++databases}`)],
  ];
}
