import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildServer, type BuildServerOptions } from "@server/app";
import { loadConfig } from "@server/config";
import { offPageIslandsFile } from "@server/site-pages";
import type { LeadQuery } from "@server/store/desk/desk";
import type { SqliteStore } from "@server/store/sqlite";

const notices = (form: string) =>
  ["name", "email", "name-email", "invalid", "failed"]
    .map((key) => `<p id="${form}-error-${key}" hidden>${form} ${key} notice</p>`)
    .join("");

/** The markup contract of a form (docs: forms-contract), as the prerendered pages carry it. */
export const formMarkup = {
  contact: `<form data-form="contact" method="post" action="/api/forms/contact">
    <input type="hidden" name="_page" value="/contact-us">
    <input name="name"><input name="email" type="email"><input name="phone" type="tel">
    <textarea name="message"></textarea>
    <input name="_gotcha" tabindex="-1"><input type="hidden" name="_submission" value="">
    ${notices("contact")}</form>`,
  quote: `<div id="quote" popover="auto" role="dialog"><form id="quote-form" data-form="quote" method="post" action="/api/forms/quote">
    <input type="hidden" name="_page" value="/website-design">
    <input name="name"><input name="email" type="email">
    <select name="service"><option value="">Not sure yet</option><option value="web-design" selected>Website Design</option><option value="paid-advertising">PPC</option></select>
    <textarea name="message"></textarea><input name="_gotcha">
    ${notices("quote")}</form></div>`,
  newsletter: `<form data-form="newsletter" method="post" action="/api/forms/newsletter">
    <input type="hidden" name="_page" value="/careers"><input name="email" type="email">
    ${notices("newsletter")}</form>`,
};

/** The quote dialog as the build leaves it: empty in the page, whole beside it. */
const quoteIsland = (markup = "") =>
  `<div data-island="QuoteDialog" data-props="{}" data-off-page="" class="contents">${markup}</div>`;

/** A throwaway prerendered site (home, the form pages, thank-you page, 404) in a temp folder. */
export async function makeSite() {
  const dir = await mkdtemp(path.join(tmpdir(), "forms-site-"));
  const page = (title: string, body = "") =>
    `<!DOCTYPE html><html><head><title>${title}</title><script>window.__page = 1;</script><style>h1{margin:0}</style></head><body><h1>${title}</h1>${body}</body></html>`;
  await writeFile(path.join(dir, "index.html"), page("Home"));
  for (const [folder, title, body] of [
    ["contact-us", "Contact Us", formMarkup.contact],
    ["thank-you", "Thank You", ""],
    ["careers", "Careers", formMarkup.newsletter],
    ["website-design", "Website Design", quoteIsland()],
  ] as const) {
    await mkdir(path.join(dir, folder));
    await writeFile(path.join(dir, folder, "index.html"), page(title, body));
  }
  await writeFile(
    path.join(dir, "website-design", offPageIslandsFile),
    quoteIsland(formMarkup.quote),
  );
  await writeFile(path.join(dir, "404.html"), page("Unexpected Application Error!"));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** The real server on a free port with its own SQLite file (or DATABASE_URL); `url` is its origin. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: Partial<BuildServerOptions> = {},
  /** Adds files to the site before the server reads it. */
  prepareSite?: (dir: string) => Promise<void>,
) {
  const site = await makeSite();
  await prepareSite?.(site.dir);
  const config = loadConfig({
    SITE_DIR: site.dir,
    DATA_DIR: path.join(site.dir, "data"),
    LOG_LEVEL: "silent",
    ...env,
  });
  const app = await buildServer({ config, logger: false, ...options });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    app,
    config,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await site.cleanup();
    },
  };
}

/** A multipart body built by hand, for malformed and unusual requests fetch would not send. */
export function rawMultipart(
  parts: Array<{ name: string; value: string | Buffer; filename?: string; type?: string }>,
  boundary = "----test-boundary-7MA4YWxkTrZu0gW",
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ""}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`,
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The newest stored leads, newest first, through the store's interface. */
export async function newestLeads(app: FastifyInstance, query: LeadQuery = {}, limit = 1) {
  return (await app.store.listLeads(query, { offset: 0, limit })).leads;
}

/** The deliveries (notification, autoreply, webhooks) queued for one lead. */
export async function deliveriesOf(app: FastifyInstance, leadId: number) {
  return (await app.store.getLead(leadId))?.deliveries ?? [];
}

/** The SQLite connection behind a test server, for fault injection (read-only, disk full). */
export function sqliteDb(app: FastifyInstance) {
  if (app.store.kind !== "sqlite") throw new Error("the test server does not use SQLite");
  return (app.store as SqliteStore).db;
}
