import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDesk, testOrigin, type TestDesk } from "@tests/support/test-desk";
import { newLead } from "@tests/support/lead-fixtures";
import { hashPassword } from "../sign-in/password";

/**
 * Roles: an editor signs in to the same desk and may use the site's content and pictures, and
 * nothing about leads. Every desk API route is walked as Fastify registered it, so a route added
 * later is refused to editors unless it says they may use it.
 */
const editor = { email: "editor@example.com", password: "editor password 12" };

/** What an editor may call: the session itself, the site's content and its pictures. */
const editorRoutes = [
  /^\/admin\/api\/session$/,
  /^\/admin\/api\/content(\/|$)/,
  /^\/admin\/api\/content-articles(\/|$)/,
  /^\/admin\/api\/media(\/|$)/,
];

let desk: TestDesk;
beforeAll(async () => {
  desk = await startTestDesk();
  await desk.store.addOwner(editor.email, await hashPassword(editor.password), "editor");
  await desk.store.storeLead(newLead());
});
afterAll(() => desk.close());

async function headersOf(account: { email: string; password: string }) {
  const response = await desk.signIn(account);
  expect(response.statusCode).toBe(200);
  const token = response.cookies.find((cookie) => cookie.name === "desk_session")?.value ?? "";
  const body = response.json<{ csrfToken: string; role: string }>();
  return {
    role: body.role,
    headers: {
      cookie: `desk_session=${token}`,
      origin: testOrigin,
      "sec-fetch-site": "same-origin",
      "x-csrf-token": body.csrfToken,
    },
  };
}

/** A route's URL made callable: each parameter a record that exists (the first lead, person). */
const callable = (url: string) => url.replace(/:[a-z]+/gi, "1").replace(/\*$/, "anything");

describe("an editor in the desk", () => {
  it("signs in as an editor and its session says so", async () => {
    const { role, headers } = await headersOf(editor);
    expect(role).toBe("editor");
    const session = await desk.app.inject({ url: "/admin/api/session", headers });
    expect(session.json()).toMatchObject({ email: editor.email, role: "editor" });
    expect(
      (await headersOf({ email: "owner@example.com", password: "correct horse battery" })).role,
    ).toBe("owner");
  });

  it("is refused every lead, person, export, Overview and audit route, and no other", async () => {
    const { headers } = await headersOf(editor);
    // Signing out ends the walk's session, so it is walked last.
    const signOut = ({ method, url }: { method: string; url: string }) =>
      method === "DELETE" && url === "/admin/api/session";
    const apiRoutes = desk.routes
      .filter(({ url }) => url.startsWith("/admin/api/"))
      .sort((a, b) => Number(signOut(a)) - Number(signOut(b)));
    // The walk covers what the desk has today: a route list that lost them would pass anything.
    for (const known of [
      "/admin/api/leads",
      "/admin/api/people/:id",
      "/admin/api/audit",
      "/admin/api/overview",
      "/admin/api/leads.csv",
    ])
      expect(apiRoutes.map(({ url }) => url)).toContain(known);
    const answers = [];
    for (const { method, url } of apiRoutes) {
      const response = await desk.app.inject({
        method: method as "GET",
        url: callable(url),
        headers,
        ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
      });
      answers.push({ method, url, status: response.statusCode });
    }
    const expected = answers.map(({ method, url, status }) => ({
      method,
      url,
      status: url.endsWith("*")
        ? 404
        : editorRoutes.some((pattern) => pattern.test(url))
          ? status === 403 || status === 401
            ? "allowed"
            : status
          : 403,
    }));
    expect(answers).toEqual(expected);
    // And the owner is refused none of them for their role.
    const owner = await headersOf({
      email: "owner@example.com",
      password: "correct horse battery",
    });
    for (const { method, url } of apiRoutes.filter((route) => !route.url.endsWith("*"))) {
      const response = await desk.app.inject({
        method: method as "GET",
        url: callable(url),
        headers: owner.headers,
        ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
      });
      expect(`${method} ${url} ${response.statusCode}`).not.toMatch(/ 40[13]$/);
    }
  });

  it("is not offered as an assignee, and no lead can be assigned to it", async () => {
    const owner = await headersOf({
      email: "owner@example.com",
      password: "correct horse battery",
    });
    const owners = await desk.app.inject({ url: "/admin/api/owners", headers: owner.headers });
    expect(owners.json<Array<{ email: string }>>().map(({ email }) => email)).toEqual([
      "owner@example.com",
    ]);
    const editorAccount = await desk.store.findOwner(editor.email);
    const assigned = await desk.app.inject({
      method: "POST",
      url: "/admin/api/leads/1/assignee",
      headers: owner.headers,
      payload: { ownerId: editorAccount?.id },
    });
    expect(assigned.statusCode).toBe(404);
    expect((await desk.store.getLead(1))?.assignedTo).toBeNull();
  });
});
