/**
 * Security headers of the bundled server on every route, the not-found page and every file of
 * the build: a CSP without 'unsafe-inline'/'unsafe-eval' for scripts whose hashes match the
 * page's inline scripts, framing refused, nosniff, a private Referrer-Policy, a
 * Permissions-Policy, and HSTS only where it belongs: over plain HTTP (as here) it is either
 * absent or, if sent, lasts at least a year. These are the checks the MDN HTTP Observatory
 * grades on headers (it cannot grade a plain-HTTP local server A+; see the project notes).
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIResponse } from "@playwright/test";
import { routes } from "./helpers/site-routes";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const filesOfBuild = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.name.endsWith(".html"))
  .map(
    (entry) =>
      `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
  )
  .sort();
/** The brotli files the build writes beside its assets: sent in their place, never by a URL. */
const brotliFiles = filesOfBuild.filter((file) => file.endsWith(".br"));
const buildFiles = filesOfBuild.filter((file) => !file.endsWith(".br"));

const privateReferrerPolicies = new Set([
  "no-referrer",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
]);
const oneYear = 31_536_000;

export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** Headers every response must carry, page or file. */
function expectCommonHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], `${what}: X-Content-Type-Options`).toBe("nosniff");
  const referrer = (headers["referrer-policy"] ?? "")
    .split(",")
    .map((value) => value.trim())
    .at(-1);
  expect(
    privateReferrerPolicies.has(referrer ?? ""),
    `${what}: Referrer-Policy "${referrer}" keeps URLs private`,
  ).toBe(true);
  expect(headers["permissions-policy"], `${what}: Permissions-Policy`).toBeTruthy();
  const hsts = headers["strict-transport-security"];
  if (hsts !== undefined) {
    // Sent over plain HTTP it is ignored by browsers; if the server sends it anyway, it must be strong.
    const maxAge = Number(hsts.match(/max-age=(\d+)/i)?.[1] ?? 0);
    expect(
      maxAge,
      `${what}: HSTS max-age ≥ 1 year (or no HSTS over plain HTTP)`,
    ).toBeGreaterThanOrEqual(oneYear);
  }
  expect(headers["x-powered-by"], `${what}: no X-Powered-By`).toBeUndefined();
  expect(headers["set-cookie"], `${what}: no cookies`).toBeUndefined();
  expect(headers["access-control-allow-origin"], `${what}: no CORS grant`).toBeUndefined();
}

function expectPageCsp(response: APIResponse, html: string, what: string) {
  const headers = response.headers();
  const header = headers["content-security-policy"];
  expect(header, `${what}: Content-Security-Policy`).toBeTruthy();
  const csp = parseCsp(header ?? "");
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src");
  expect(scriptSrc, `${what}: script-src (or default-src)`).toBeTruthy();
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"])
    expect(scriptSrc, `${what}: script-src without ${unsafe}`).not.toContain(unsafe);
  expect(csp.get("default-src"), `${what}: default-src`).toBeTruthy();
  expect(csp.get("object-src") ?? csp.get("default-src"), `${what}: object-src`).toEqual([
    "'none'",
  ]);
  expect(csp.get("base-uri"), `${what}: base-uri`).toBeTruthy();
  expect(csp.get("style-src") ?? csp.get("default-src"), `${what}: style-src`).not.toContain(
    "'unsafe-inline'",
  );

  const frameAncestors = csp.get("frame-ancestors");
  const xfo = headers["x-frame-options"]?.toUpperCase();
  expect(
    (frameAncestors?.length === 1 && frameAncestors[0] === "'none'") || xfo === "DENY",
    `${what}: frame-ancestors 'none' or X-Frame-Options DENY`,
  ).toBe(true);

  // Every inline script of the page is allowed by hash, and nothing else is allowed inline.
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = ""]) =>
        !/\bsrc=/.test(attributes) && !/application\/ld\+json/.test(attributes),
    )
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  for (const hash of inline)
    expect(scriptSrc, `${what}: inline script ${hash} allowed by hash`).toContain(hash);
  const hashes = (scriptSrc ?? []).filter((source) => source.startsWith("'sha"));
  expect(hashes.length, `${what}: no stale script hashes`).toBeLessThanOrEqual(
    new Set(inline).size,
  );

  // No inline style attributes: the CSP forbids them, so they would be dropped.
  expect(html.match(/\sstyle="[^"]*"/g) ?? [], `${what}: no style="" attributes`).toEqual([]);
}

test.describe("security headers", () => {
  for (const route of routes) {
    test(`${route}`, async ({ request }) => {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html; ?charset=utf-8/i);
      expectCommonHeaders(response, route);
      expectPageCsp(response, await response.text(), route);
    });
  }

  test("the not-found page and a redirect", async ({ request }) => {
    const missing = await request.get("/no-such-page");
    expect(missing.status()).toBe(404);
    expectCommonHeaders(missing, "404");
    expectPageCsp(missing, await missing.text(), "404");
    const redirect = await request.get("/services", { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expectCommonHeaders(redirect, "redirect");
    expect(redirect.headers().location).toBe("/Services");
  });

  test(`every file of the build (${buildFiles.length})`, async ({ request }) => {
    expect(buildFiles.length).toBeGreaterThan(5);
    for (const file of buildFiles) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expectCommonHeaders(response, file);
      const headers = response.headers();
      expect(headers["content-security-policy"], `${file}: CSP`).toBeTruthy();
      expect(headers["content-type"], `${file}: Content-Type`).toBeTruthy();
      if (file.endsWith(".js")) expect(headers["content-type"], file).toMatch(/javascript/);
      if (file.endsWith(".css")) expect(headers["content-type"], file).toMatch(/^text\/css/);
      if (file.endsWith(".svg")) expect(headers["content-type"], file).toMatch(/^image\/svg\+xml/);
      if (file.startsWith("/assets/"))
        expect(headers["cache-control"], `${file}: hashed, cached for good`).toMatch(/immutable/);
    }
  });

  test(`every brotli file of the build (${brotliFiles.length}) is sent in place of its file, never at its own URL`, async ({
    request,
  }) => {
    expect(brotliFiles.length).toBeGreaterThan(5);
    for (const file of brotliFiles) {
      const asset = file.slice(0, -".br".length);
      const response = await request.get(asset, { headers: { "accept-encoding": "br" } });
      expect(response.headers()["content-encoding"], asset).toBe("br");
      expect(response.headers().vary, asset).toContain("accept-encoding");
      expect(
        Number(response.headers()["content-length"]),
        `${asset}: the build's brotli bytes`,
      ).toBe(statSync(path.join(clientDir, file)).size);
      // The client decodes it: the body is the file itself.
      expect((await response.body()).equals(readFileSync(path.join(clientDir, asset))), asset).toBe(
        true,
      );
      expect((await request.get(file)).status(), file).toBe(404);
    }
  });

  test("a method other than GET/HEAD on a page is refused", async ({ request }) => {
    const response = await request.fetch("/about-us", { method: "DELETE" });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  });
});
