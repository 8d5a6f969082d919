import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { temporaryStores } from "@tests/support/temporary-store";
import { exportColumns, neutraliseFormula } from "./csv";
import { ensureFirstOwner } from "../sign-in/owners";
import { hashPassword, verifyPassword } from "../sign-in/password";
import { adminPlugin, deskCsp } from "./plugin";
import { runRetention } from "./retention";
import { sessionLifetimeMs } from "../sign-in/sessions";
import { noAttribution } from "../store/intake/intake";

const owner = { email: "owner@example.com", password: "correct horse battery" };
const origin = "http://localhost:80";

let dir: string;
let app: FastifyInstance;
let running: FastifyInstance | undefined;
const openTemporaryStore = temporaryStores("desk-");
let store: ReturnType<typeof openTemporaryStore>;

async function start(extra: Partial<Parameters<typeof adminPlugin>[1]> = {}, trustProxy = false) {
  app = Fastify({ trustProxy });
  running = app;
  await app.register(adminPlugin, { store, clientDir: dir, retentionDays: 30, ...extra });
  await app.ready();
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "desk-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "index.html"), "<!doctype html><title>Lead desk</title>");
  store = openTemporaryStore();
  await store.addOwner(owner.email, await hashPassword(owner.password));
});
afterEach(async () => {
  vi.useRealTimers();
  await running?.close();
  running = undefined;
  await rm(dir, { recursive: true, force: true });
});

const signIn = async (email = owner.email, password = owner.password, headers = {}) =>
  app.inject({
    method: "POST",
    url: "/admin/api/session",
    headers: { origin, "sec-fetch-site": "same-origin", ...headers },
    payload: { email, password },
  });

async function session() {
  const response = await signIn();
  expect(response.statusCode).toBe(200);
  const token = response.cookies.find((c) => c.name === "desk_session")?.value ?? "";
  const { csrfToken } = response.json<{ csrfToken: string }>();
  return {
    cookie: `desk_session=${token}`,
    headers: { cookie: `desk_session=${token}`, origin, "x-csrf-token": csrfToken },
  };
}

describe("passwords", () => {
  it("hashes with scrypt and a salt, and verifies in constant time", async () => {
    const one = await hashPassword("secret password");
    const two = await hashPassword("secret password");
    expect(one).toMatch(/^scrypt\$15\$8\$1\$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain("secret");
    expect(await verifyPassword("secret password", one)).toBe(true);
    expect(await verifyPassword("secret passworD", one)).toBe(false);
    expect(await verifyPassword("secret password", "plain")).toBe(false);
  });

  it("creates the first owner from the environment once, without logging the password", async () => {
    const empty = openTemporaryStore();
    const lines: string[] = [];
    const log = {
      info: (...args: unknown[]) => lines.push(JSON.stringify(args)),
      warn: (...args: unknown[]) => lines.push(JSON.stringify(args)),
    } as unknown as Parameters<typeof ensureFirstOwner>[2];
    await ensureFirstOwner(empty, undefined, log);
    expect(await empty.countOwners()).toBe(0);
    await ensureFirstOwner(empty, owner, log);
    await ensureFirstOwner(empty, { email: "other@example.com", password: "x".repeat(20) }, log);
    expect(await empty.countOwners()).toBe(1);
    const stored = await empty.findOwner(owner.email);
    expect(stored?.passwordHash).not.toContain(owner.password);
    expect(lines.join("\n")).toContain("first owner created");
    expect(lines.join("\n")).not.toContain(owner.password);
    await expect(
      ensureFirstOwner(openTemporaryStore(), { email: "a@b.co", password: "short" }, log),
    ).rejects.toThrow(/12 characters/);
  });
});

describe("without a session", () => {
  beforeEach(() => start());

  it.each(["/admin", "/admin/", "/admin/leads/1", "/admin/audit", "/admin/anything"])(
    "redirects the page %s to sign-in",
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/admin/sign-in");
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    },
  );

  it.each([
    ["GET", "/admin/api/leads"],
    ["GET", "/admin/api/leads/1"],
    ["GET", "/admin/api/leads.csv"],
    ["GET", "/admin/api/leads.json"],
    ["GET", "/admin/api/audit"],
    ["GET", "/admin/api/session"],
    ["GET", "/admin/api/unknown"],
    ["POST", "/admin/api/leads/1/status"],
    ["POST", "/admin/api/leads/1/notes"],
    ["POST", "/admin/api/erase"],
    ["POST", "/admin/api/retention"],
    ["DELETE", "/admin/api/session"],
  ] as const)("answers %s %s with 401 JSON", async (method, url) => {
    const response = await app.inject({ method, url, headers: { origin } });
    expect(response.statusCode).toBe(401);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: "Sign in first." });
  });

  it("serves the sign-in page, noindex, with the desk's CSP", async () => {
    const response = await app.inject("/admin/sign-in");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Lead desk");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers["content-security-policy"]).toBe(deskCsp);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("keeps the desk in a browsing context group of its own", async () => {
    for (const url of ["/admin", "/admin/sign-in", "/admin/api/leads", "/admin/no-such-thing"]) {
      const response = await app.inject(url);
      expect(response.headers["cross-origin-opener-policy"], url).toBe("same-origin");
    }
  });

  // A method the desk has no route for falls to the site's not-found page, a public page.
  it("keeps its browsing context group on what it refuses: a forged origin, an oversized body, no session", async () => {
    const refused = [
      await app.inject({
        method: "POST",
        url: "/admin/api/session",
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
        payload: { email: owner.email, password: owner.password },
      }),
      await app.inject({ method: "POST", url: "/admin/api/erase", headers: { origin } }),
      await app.inject({
        method: "POST",
        url: "/admin/api/session",
        headers: { origin, "sec-fetch-site": "same-origin", "content-type": "application/json" },
        payload: JSON.stringify({ email: "x".repeat(2_000_000), password: "y" }),
      }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 401, 413]);
    for (const response of refused)
      expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });
});

describe("the desk's files", () => {
  it("serves the desk's script from the build's brotli file to a client that takes br", async () => {
    const script = Buffer.from("export const desk = 1;\n".repeat(100));
    await writeFile(path.join(dir, "assets", "desk-abc123.js"), script);
    await writeFile(path.join(dir, "assets", "desk-abc123.js.br"), brotliCompressSync(script));
    await start();
    const url = "/admin/assets/desk-abc123.js";
    const br = await app.inject({ url, headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).equals(script)).toBe(true);
    expect((await app.inject({ url })).rawPayload.equals(script)).toBe(true);
    expect((await app.inject({ url: `${url}.br` })).statusCode).toBe(404);
  });
});

describe("sign-in", () => {
  it("refuses a wrong password and an unknown address with the same answer", async () => {
    await start();
    const wrong = await signIn(owner.email, "not the password");
    const unknown = await signIn("nobody@example.com", owner.password);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it("sets an HttpOnly, SameSite=Strict cookie on /admin, not Secure over plain http", async () => {
    await start({}, true);
    const plain = await signIn();
    const cookie = plain.cookies.find((c) => c.name === "desk_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin" });
    expect(cookie?.secure).toBeUndefined();
  });

  it("keeps only the token's hash in the store", async () => {
    await start();
    const spy = vi.spyOn(store, "createSession");
    const response = await signIn();
    const token = response.cookies[0]?.value ?? "";
    expect(spy.mock.calls[0]?.[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(spy.mock.calls[0]?.[0].tokenHash).not.toBe(token);
  });

  it("ends the session after its lifetime, and at sign-out", async () => {
    await start();
    vi.useFakeTimers({ toFake: ["Date"] });
    const { headers } = await session();
    expect((await app.inject({ url: "/admin/api/leads", headers })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + sessionLifetimeMs + 1000);
    expect((await app.inject({ url: "/admin/api/leads", headers })).statusCode).toBe(401);
    expect((await app.inject({ url: "/admin", headers })).statusCode).toBe(303);
    vi.useRealTimers();
    const second = await session();
    const out = await app.inject({
      method: "DELETE",
      url: "/admin/api/session",
      headers: second.headers,
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await app.inject({ url: "/admin/api/leads", headers: second.headers })).statusCode,
    ).toBe(401);
  });
});

describe("CSRF", () => {
  beforeEach(() => start());

  it("refuses a state change without the token, with a wrong one, or from another site", async () => {
    await store.storeLead(newLead());
    const { headers, cookie } = await session();
    const post = (extra: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: "/admin/api/leads/1/status",
        headers: { ...headers, ...extra },
        payload: { status: "replied" },
      });
    const { "x-csrf-token": _token, ...withoutToken } = headers;
    const bare = await app.inject({
      method: "POST",
      url: "/admin/api/leads/1/status",
      headers: withoutToken,
      payload: { status: "replied" },
    });
    expect(bare.statusCode).toBe(403);
    expect((await post({ "x-csrf-token": "forged" })).statusCode).toBe(403);
    expect((await post({ origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await post({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    // A forged form post from another site: no token, a foreign origin.
    const forged = await app.inject({
      method: "POST",
      url: "/admin/api/erase",
      headers: {
        cookie,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "email=ayesha%40example.org",
    });
    expect(forged.statusCode).toBe(403);
    expect((await store.getLead(1))?.status).toBe("new");
    expect((await post({})).statusCode).toBe(200);
    expect((await store.getLead(1))?.status).toBe("replied");
  });
});

describe("leads", () => {
  beforeEach(() => start());

  it("lists newest first with filters and pages, and shows one lead with its notes", async () => {
    for (let i = 0; i < 30; i++)
      await store.storeLead(
        newLead(
          { now: new Date(Date.UTC(2026, 0, 1 + i)) },
          { name: `Lead ${i}`, email: `l${i}@example.com` },
        ),
      );
    await store.storeLead(
      newLead(
        { attribution: { ...noAttribution, utmCampaign: "spring" } },
        { form: "quote", name: "Zara", email: "zara@example.com" },
      ),
    );
    const { headers } = await session();
    const list = async (query: string) =>
      (await app.inject({ url: `/admin/api/leads?${query}`, headers })).json<{
        leads: Array<{ name: string }>;
        total: number;
      }>();
    const first = await list("");
    expect(first.total).toBe(31);
    expect(first.leads).toHaveLength(25);
    expect(first.leads[0]?.name).toBe("Zara");
    expect((await list("page=2")).leads).toHaveLength(6);
    expect((await list("form=quote")).total).toBe(1);
    expect((await list("campaign=spring")).total).toBe(1);
    expect((await list("search=LEAD%202")).total).toBe(11);
    expect((await list("from=2026-01-05&to=2026-01-06")).total).toBe(2);
    expect((await app.inject({ url: "/admin/api/leads?status=bogus", headers })).statusCode).toBe(
      400,
    );

    const note = await app.inject({
      method: "POST",
      url: "/admin/api/leads/31/notes",
      headers,
      payload: { body: "Called back" },
    });
    expect(note.statusCode).toBe(201);
    const detail = (await app.inject({ url: "/admin/api/leads/31", headers })).json<{
      notes: Array<{ author: string; body: string }>;
    }>();
    expect(detail.notes).toEqual([
      expect.objectContaining({ author: owner.email, body: "Called back" }),
    ]);
    expect((await app.inject({ url: "/admin/api/leads/99", headers })).statusCode).toBe(404);
  });

  it("moves a lead out of spam", async () => {
    await store.storeLead({ ...newLead(), status: "spam", spamReason: "links" });
    const { headers } = await session();
    const response = await app.inject({
      method: "POST",
      url: "/admin/api/leads/1/status",
      headers,
      payload: { status: "new" },
    });
    expect(response.statusCode).toBe(200);
    expect((await store.getLead(1))?.status).toBe("new");
  });
});

describe("erasure and retention", () => {
  beforeEach(() => start());

  it("erases every lead of one address, and logs it", async () => {
    await store.storeLead(newLead({}, { email: "gone@example.com" }));
    await store.storeLead(newLead({}, { email: "gone@example.com", form: "newsletter" }));
    await store.storeLead(newLead({}, { email: "stays@example.com" }));
    const { headers } = await session();
    const response = await app.inject({
      method: "POST",
      url: "/admin/api/erase",
      headers,
      payload: { email: "GONE@example.com" },
    });
    expect(response.json()).toEqual({ erased: 2 });
    const left = await store.listLeads({}, { offset: 0, limit: 10 });
    expect(left.leads.map((lead) => lead.email)).toEqual(["stays@example.com"]);
    const audit = (await app.inject({ url: "/admin/api/audit", headers })).json<{
      entries: Array<{ actor: string; action: string }>;
    }>();
    expect(audit.entries[0]).toMatchObject({ actor: owner.email, action: "erase" });
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/admin/api/erase",
          headers,
          payload: { email: "nope" },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("deletes leads older than the retention period, on demand and by the timer's function", async () => {
    const now = Date.UTC(2026, 5, 1);
    await store.storeLead(newLead({ now: new Date(now - 40 * 86_400_000) }));
    await store.storeLead(newLead({ now: new Date(now - 10 * 86_400_000) }));
    // A digest sent three days before and today's claim: the run keeps two days of digests.
    const [first] = await store.listOwners();
    const ownerId = first?.id ?? 0;
    const digest = { target: owner.email, subject: "Digest", body: "." };
    await store.queueDigest(ownerId, "2026-05-29", digest, new Date(now - 3 * 86_400_000));
    const [sent] = await store.claimDueDeliveries(now, { kinds: ["digest"] });
    expect(sent && (await store.markDeliverySent(sent, new Date(now - 3 * 86_400_000)))).toBe(true);
    await store.queueDigest(ownerId, "2026-06-01", null, new Date(now));
    expect(await runRetention(store, 30, "retention", now)).toEqual({
      deleted: 1,
      digests: { mails: 1, days: 1 },
    });
    expect(await store.countLeads()).toBe(1);
    expect(await store.queueDigest(ownerId, "2026-06-01", null, new Date(now))).toBe(false);
    await store.storeLead(newLead({ now: new Date(Date.now() - 31 * 86_400_000) }));
    const { headers } = await session();
    const response = await app.inject({ method: "POST", url: "/admin/api/retention", headers });
    expect(response.json()).toMatchObject({ days: 30, deleted: 2 });
  });
});

describe("export", () => {
  beforeEach(() => start());

  it("neutralises every cell a spreadsheet would read as a formula", () => {
    for (const text of [
      "=1+1",
      "+1",
      "-2",
      "@SUM(A1)",
      "\t=1",
      "\r=1",
      "  =HYPERLINK()",
      "\u00a0=1",
      "＝1",
    ])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ["Hello", "a=b", "1-2", ""]) expect(neutraliseFormula(text)).toBe(text);
  });

  it("streams the current filter as CSV and JSON", async () => {
    await store.storeLead(
      newLead(
        {},
        { name: '=HYPERLINK("http://evil.example","x")', message: 'Line one\n"quoted", two' },
      ),
    );
    await store.storeLead(
      newLead({}, { form: "newsletter", name: null, email: "n@example.com", message: null }),
    );
    const { headers } = await session();
    const csv = await app.inject({ url: "/admin/api/leads.csv?form=contact", headers });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toContain("leads.csv");
    const [header, ...rest] = csv.body.split("\r\n");
    expect(header).toBe(exportColumns.join(","));
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv.body).toContain('"Line one\n""quoted"", two"');
    expect(rest.filter(Boolean)).toHaveLength(1);
    const json = await app.inject({ url: "/admin/api/leads.json", headers });
    expect(json.json<unknown[]>()).toHaveLength(2);
  });

  it("exports who a lead is assigned to, its follow-up day and its time to first reply", async () => {
    const created = new Date("2026-11-02T09:00:00Z");
    const lead = await store.storeLead(newLead({ now: created }, { name: "Sana" }));
    await store.storeLead(newLead({}, { name: "Untouched" }));
    const [ownerRow] = await store.listOwners();
    expect(await store.assignLead(lead.id, ownerRow?.id ?? 0, owner.email)).toBe(true);
    expect(await store.setFollowUp(lead.id, "2026-11-05", owner.email)).toBe(true);
    const reply = {
      subject: "Re: hello",
      body: "Thanks",
      author: owner.email,
      target: "a@example.com",
    };
    await store.queueReply(lead.id, reply, new Date("2026-11-02T09:42:20Z"));
    const { headers } = await session();
    const csv = await app.inject({ url: "/admin/api/leads.csv", headers });
    const [header = "", ...rows] = csv.body.split("\r\n").filter(Boolean);
    const columns = header.split(",");
    expect(columns.slice(-4)).toEqual([
      "assignee",
      "followUpOn",
      "firstReplyAt",
      "firstReplyMinutes",
    ]);
    // The last four cells: the message before them may hold commas of its own.
    const cells = (name: string) => {
      const row = rows.find((line) => line.includes(name))?.split(",") ?? [];
      return Object.fromEntries(
        columns.slice(-4).map((column, index) => [column, row.at(index - 4)]),
      );
    };
    expect(cells("Sana")).toMatchObject({
      assignee: owner.email,
      followUpOn: "2026-11-05",
      firstReplyAt: "2026-11-02T09:42:20.000Z",
      firstReplyMinutes: "42",
    });
    expect(cells("Untouched")).toMatchObject({
      assignee: "",
      followUpOn: "",
      firstReplyAt: "",
      firstReplyMinutes: "",
    });
  });
});
