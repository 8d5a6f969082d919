import { createHmac } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresServer,
} from "@tests/support/embedded-postgres";
import { newestLeads, startTestServer } from "@tests/support/test-server";

/**
 * Servers that share a store share its keys: a page's time token served by one server verifies
 * on another, and after a restart, and the audit log names one client by one digest whichever
 * server it signed in at. Before, each server made its keys at random when it started.
 */

let postgres: EmbeddedPostgresServer;
let dir: string;
let databases = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "two-servers-keys-"));
  postgres = await startEmbeddedPostgres({ durable: false });
}, 120_000);
afterAll(async () => {
  await postgres?.stop();
  await rm(dir, { recursive: true, force: true });
}, 60_000);

/** The environment of a fresh store: an SQLite file or a PostgreSQL database. */
const backends: Array<[string, () => Promise<Record<string, string>>]> = [
  ["SQLite", async () => ({ DATABASE_PATH: path.join(dir, `inbox-${++databases}.sqlite`) })],
  [
    "PostgreSQL",
    async () => ({ DATABASE_URL: await postgres.createDatabase(`keys_${++databases}`) }),
  ],
];

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe.each(backends)("two servers on one %s store", (_name, storeEnv) => {
  let env: Record<string, string>;
  const servers: Server[] = [];
  const start = async () => {
    // A minimum fill time of an hour: every post with a token that verifies is "too fast",
    // however long a restart takes on a busy machine, so the flag tells verified from forged.
    const server = await startTestServer({
      ...env,
      RATE_LIMIT_MAX: "1000",
      SPAM_MIN_FILL_MS_CONTACT: "3600000",
    });
    servers.push(server);
    return server;
  };
  beforeAll(async () => {
    env = await storeEnv();
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  const pageToken = async (server: Server) => {
    const html = await (await fetch(`${server.url}/contact-us`)).text();
    return /name="_t" value="([^"]+)"/.exec(html)?.[1] ?? "";
  };
  let people = 0;
  /** What the server that took the post says of its token, as the lead is flagged. */
  const verdictOn = async (server: Server, token: string) => {
    const email = `person${++people}@example.org`;
    const response = await fetch(`${server.url}/api/forms/contact`, {
      method: "POST",
      headers: { accept: "application/json" },
      body: new URLSearchParams({ name: "Sana Malik", email, message: "Hello", _t: token }),
    });
    expect(response.status).toBe(200);
    return (await newestLeads(server.app, { search: email }))[0]?.suspect;
  };
  // Posted at once, a token that verifies is "too fast"; one that does not is "forged".
  const verified = /^sent \d+\.\d s after the page opened$/;

  it("verifies a page's token served by the other server, and after a restart", async () => {
    const first = await start();
    const second = await start();
    expect(await verdictOn(second, await pageToken(first))).toMatch(verified);
    expect(await verdictOn(first, await pageToken(second))).toMatch(verified);
    expect(await verdictOn(first, "abc.AAAAAAAAAAAAAAAAAAAAAA")).toBe(
      "sent with a forged or expired time token",
    );

    const token = await pageToken(second);
    await first.close();
    await second.close();
    servers.splice(0);
    const restarted = await start();
    expect(await verdictOn(restarted, token)).toMatch(verified);
  });

  /** The audit entry of a sign-in refused to one client, as the server recorded it. */
  const refusedSignIn = async (server: Server) => {
    const answer = await server.app.inject({
      method: "POST",
      url: "/admin/api/session",
      remoteAddress: "203.0.113.77",
      payload: { email: "nobody@example.org", password: "not the password" },
    });
    expect(answer.statusCode).toBe(401);
    const [entry] = await server.app.store.auditLog(1);
    expect(entry?.action).toBe("sign-in refused");
    return entry?.detail;
  };

  it("gives one client one audit digest on every server and across a restart", async () => {
    const one = await start();
    const other = await start();
    const digest = await refusedSignIn(one);
    expect(digest).toMatch(/^client hmac:[0-9a-f]{12}$/);
    expect(await refusedSignIn(other)).toBe(digest);
    await one.close();
    servers.splice(servers.indexOf(one), 1);
    expect(await refusedSignIn(await start())).toBe(digest);
  });

  it("lets AUDIT_KEY, when set, key the digest instead", async () => {
    const auditKey = "k".repeat(32);
    const keyed = await startTestServer({ ...env, AUDIT_KEY: auditKey });
    servers.push(keyed);
    const expected = createHmac("sha256", auditKey).update("203.0.113.77").digest("hex");
    expect(await refusedSignIn(keyed)).toBe(`client hmac:${expected.slice(0, 12)}`);
  });
});
