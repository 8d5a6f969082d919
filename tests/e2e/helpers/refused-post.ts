import { expect, type APIRequestContext, type Page } from "@playwright/test";

/**
 * Posts a quote without JavaScript's help, as a browser would (`Accept: text/html`), expects the
 * server to refuse it (422), and makes the page at `path` show that answer: the HTML the server
 * sent back, with the site's scripts running in it.
 */
export async function showRefusedQuote(
  page: Page,
  request: APIRequestContext,
  path: string,
  form: Record<string, string>,
) {
  const refused = await request.post("/api/forms/quote", {
    form: { ...form, _page: path },
    headers: { accept: "text/html" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(422);
  const html = await refused.text();
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status: 422, contentType: "text/html", body: html }),
  );
}
