import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { openSqliteStore, type SqliteStore } from "@server/store/sqlite";
import { hashPassword } from "@server/sign-in/password";
import { adminPlugin, type AdminOptions } from "@server/admin/plugin";

/** The desk's tests: a desk on a fresh SQLite inbox with one owner, in a temp folder. */
export const testOwner = { email: "owner@example.com", password: "correct horse battery" };
export const testOrigin = "http://localhost:80";

/**
 * Signs in to a server started with `ADMIN_EMAIL` and `ADMIN_PASSWORD` (its first owner), and
 * returns the headers a desk request then carries: the session cookie, the origin and the CSRF
 * token.
 */
export async function deskHeaders(
  app: FastifyInstance,
  owner: { ADMIN_EMAIL: string; ADMIN_PASSWORD: string },
) {
  const response = await app.inject({
    method: "POST",
    url: "/admin/api/session",
    headers: { origin: testOrigin, "sec-fetch-site": "same-origin" },
    payload: { email: owner.ADMIN_EMAIL, password: owner.ADMIN_PASSWORD },
  });
  const token = response.cookies.find((cookie) => cookie.name === "desk_session")?.value ?? "";
  const { csrfToken } = response.json<{ csrfToken: string }>();
  return { cookie: `desk_session=${token}`, origin: testOrigin, "x-csrf-token": csrfToken };
}

export interface TestDesk {
  app: FastifyInstance;
  /** Every route the desk registered: its methods and URL, as Fastify saw them. */
  routes: Array<{ method: string; url: string }>;
  store: SqliteStore;
  databasePath: string;
  signIn(options?: {
    email?: string;
    password?: string;
    from?: string;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestDesk(options: Partial<AdminOptions> = {}): Promise<TestDesk> {
  const dir = await mkdtemp(path.join(tmpdir(), "desk-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "index.html"), "<!doctype html><title>Lead desk</title>");
  const databasePath = path.join(dir, "inbox.sqlite");
  const store = openSqliteStore(databasePath);
  await store.addOwner(testOwner.email, await hashPassword(testOwner.password));
  // Behind a proxy on loopback, so each test picks the client address with X-Forwarded-For.
  const app = Fastify({ trustProxy: "127.0.0.1" });
  const routes: TestDesk["routes"] = [];
  app.addHook("onRoute", ({ method, url }) => {
    for (const one of [method].flat()) if (one !== "HEAD") routes.push({ method: one, url });
  });
  // The global hash rate is a flood's limit: a test of another limit signs in faster than it
  // allows, so it is lifted unless the test sets it.
  const signInLimits = { perSecond: 1000, burst: 1000, ...options.signInLimits };
  await app.register(adminPlugin, { store, clientDir: dir, ...options, signInLimits });
  await app.ready();
  return {
    app,
    routes,
    store,
    databasePath,
    signIn: ({ email = testOwner.email, password = testOwner.password, from, headers } = {}) =>
      app.inject({
        method: "POST",
        url: "/admin/api/session",
        headers: {
          origin: testOrigin,
          "sec-fetch-site": "same-origin",
          ...(from ? { "x-forwarded-for": from } : {}),
          ...headers,
        },
        payload: { email, password },
      }),
    async close() {
      await app.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
