/**
 * npm run bench:publish
 *
 * How soon a publish is live, on SQLite and on PostgreSQL, with the build in BUILD_DIR (run
 * `npm run build` first): one page (the home page's headline, ten times: median and p95, from
 * the publish call to the page served with it), a change on every page (the company's name
 * in the identity), and with PostgreSQL two servers on one database, until the second serves
 * the new headline. Prints the figures; asserts nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildServer } from "@server/app";
import { loadConfig } from "@server/config";
import { saveContentDraft, siteContentOf } from "@server/content/drafts";
import { startEmbeddedPostgres } from "@tests/support/embedded-postgres";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const author = "bench@example.com";
type Server = Awaited<ReturnType<typeof buildServer>>;

async function startServer(dataDir: string, databaseUrl?: string): Promise<Server> {
  const config = loadConfig({
    SITE_DIR: path.join(buildDir, "client"),
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  return buildServer({ config, logger: false });
}

const serves = async (server: Server, url: string, text: string) =>
  (await server.inject({ url })).body.includes(text);

async function untilServed(server: Server, url: string, text: string) {
  while (!(await serves(server, url, text)))
    await new Promise((resolve) => setTimeout(resolve, 20));
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

async function headlineChange(server: Server, headline: string) {
  const home = structuredClone((await siteContentOf(server.store, "live"))["pages/home"]);
  home.hero.title = headline;
  await saveContentDraft(server.store, { key: "pages/home", body: home, author });
}

async function bench(label: string, servers: Server[]) {
  const [one, two] = servers as [Server, Server | undefined];
  const onePage: number[] = [];
  const second: number[] = [];
  for (let run = 0; run < 10; run++) {
    const headline = `Headline number ${run} of the bench`;
    await headlineChange(one, headline);
    const started = performance.now();
    await one.liveSite?.publish(["pages/home"], author);
    await untilServed(one, "/", headline);
    onePage.push(performance.now() - started);
    if (two) {
      await untilServed(two, "/", headline);
      second.push(performance.now() - started);
    }
  }
  const identity = structuredClone((await siteContentOf(one.store, "live")).identity);
  identity.companyName = "Northwind Benchmarks";
  await saveContentDraft(one.store, { key: "identity", body: identity, author });
  const started = performance.now();
  await one.liveSite?.publish(["identity"], author);
  await untilServed(one, "/terms", "Northwind Benchmarks");
  const everyPage = performance.now() - started;
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `${label}: one page live median ${ms(percentile(onePage, 0.5))}, p95 ${ms(percentile(onePage, 0.95))} (10 runs)`,
  );
  console.log(`${label}: every page (the identity) live in ${ms(everyPage)}`);
  if (two)
    console.log(
      `${label}: the second server serves it: median ${ms(percentile(second, 0.5))}, p95 ${ms(percentile(second, 0.95))}`,
    );
}

const sqliteDir = await mkdtemp(path.join(tmpdir(), "bench-publish-"));
try {
  const server = await startServer(sqliteDir);
  await bench("SQLite", [server]);
  await server.close();
} finally {
  await rm(sqliteDir, { recursive: true, force: true });
}

const postgres = await startEmbeddedPostgres();
const dirs = [
  await mkdtemp(path.join(tmpdir(), "bench-publish-")),
  await mkdtemp(path.join(tmpdir(), "bench-publish-")),
];
try {
  const url = await postgres.createDatabase("bench_publish");
  const servers = [
    await startServer(dirs[0] as string, url),
    await startServer(dirs[1] as string, url),
  ];
  await bench("PostgreSQL, two servers", servers);
  for (const server of servers) await server.close();
} finally {
  await postgres.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}
