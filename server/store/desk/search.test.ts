import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresServer,
} from "@tests/support/embedded-postgres";
import { newLead } from "@tests/support/lead-fixtures";
import type { Store } from "../store";
import { openPostgresStore, type PostgresStore } from "../postgres";
import { openSqliteStore, type SqliteStore } from "../sqlite";
import type { LeadQuery } from "./desk";
import { leadFilter } from "./lead-filter";

/**
 * The list's counts per status and the search's trigram index on both backends. The index may
 * change how fast a search is, never what it finds: every term below is answered exactly as the
 * plain scan of LIKE/ILIKE over every row answers it.
 */

let postgres: EmbeddedPostgresServer;
beforeAll(async () => void (postgres = await startEmbeddedPostgres({ durable: false })), 120_000);
afterAll(async () => postgres?.stop(), 60_000);

const people: Array<[name: string | null, email: string, message: string | null]> = [
  ["Ali Raza", "ali@example.org", "Budget 50% up front, rest on delivery."],
  ["Sara Khan", "SARA_K@Example.org", "Need an app.\nSecond line of the brief."],
  ["Zoë Brontë", "zoe@example.org", 'She said "hi" and left'],
  ["Seán O'Brien", "sean@example.ie", "Straße 5, İstanbul office"],
  [null, "news@example.org", null],
  ["ÉMILE", "emile@example.fr", "Un site en français, s'il vous plaît"],
  ["Back\\slash", "bs@example.org", "C:\\path and a*b ^ab NEAR(x) AND OR"],
  ["Emoji fan", "emoji@example.org", "🙂🙂🙂 lots of smiles"],
  ["Wide", "wide@example.org", "ＡＢＣ fullwidth"],
];

const terms = [
  "ali",
  "ALI",
  "ali ra",
  "Raza",
  "50%",
  "%",
  "_",
  "e_a",
  "k@ex",
  '"hi"',
  '"',
  "'",
  "o'brien",
  "O'BRIEN",
  "zoë",
  "ZOË",
  "brontë",
  "é",
  "émile",
  "Émile",
  "EMILE",
  "straße",
  "STRASSE",
  "istanbul",
  "İstanbul",
  "\\",
  "c:\\path",
  "a*b",
  "^ab",
  "NEAR(x)",
  "and or",
  "🙂",
  "🙂🙂",
  "🙂🙂🙂",
  "ａｂｃ",
  "ＡＢＣ",
  "ab",
  "a",
  "x",
  "line of",
  "nowhere at all",
  "example.org",
];

interface Backend {
  open(): Promise<Store>;
  /** The ids the old scan finds: the same filter, no index. */
  scan(term: string): Promise<number[]>;
  /** The plan of a search for `term`, as text. */
  plan(term: string): Promise<string>;
  close(): Promise<void>;
}

const sqliteBackend = async (): Promise<Backend> => {
  const dir = await mkdtemp(path.join(tmpdir(), "lead-search-"));
  const store = openSqliteStore(path.join(dir, "search.sqlite"));
  return {
    open: async () => store,
    async scan(term) {
      const params: unknown[] = [];
      const clauses = leadFilter({ search: term }, (value) => (params.push(value), "?"), "LIKE");
      const rows = store.db
        .prepare(`SELECT id FROM submissions WHERE ${clauses.join(" AND ")} ORDER BY id DESC`)
        .all(...params) as Array<{ id: number }>;
      return rows.map((row) => row.id);
    },
    async plan(term) {
      const rows = store.db
        .prepare(
          `EXPLAIN QUERY PLAN SELECT id FROM submissions
           WHERE id IN (SELECT rowid FROM lead_search WHERE lead_search MATCH ?)`,
        )
        .all(`"${term}"`) as Array<{ detail: string }>;
      return rows.map((row) => row.detail).join("\n");
    },
    async close() {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
};

const postgresBackend = async (): Promise<Backend> => {
  const url = await postgres.createDatabase("search");
  const store = await openPostgresStore(url, { poolSize: 2 });
  // The old scan: the same ILIKE clauses with every index use turned off.
  const scanPool = new pg.Pool({
    connectionString: url,
    max: 1,
    options: "-c enable_bitmapscan=off -c enable_indexscan=off -c enable_indexonlyscan=off",
  });
  const planPool = new pg.Pool({ connectionString: url, max: 1, options: "-c enable_seqscan=off" });
  const search = (term: string) => {
    const params: unknown[] = [];
    const clauses = leadFilter({ search: term }, (value) => `$${params.push(value)}`, "ILIKE");
    return { sql: `SELECT id FROM submissions WHERE ${clauses.join(" AND ")}`, params };
  };
  return {
    open: async () => store,
    async scan(term) {
      const { sql, params } = search(term);
      const { rows } = await scanPool.query<{ id: string }>(`${sql} ORDER BY id DESC`, params);
      return rows.map((row) => Number(row.id));
    },
    async plan(term) {
      // The table is small, so the planner would rightly scan it: asked to avoid that, it must
      // find an index that answers the ILIKE, or it has none.
      const { sql, params } = search(term);
      const { rows } = await planPool.query<{ "QUERY PLAN": string }>(`EXPLAIN ${sql}`, params);
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    },
    async close() {
      await scanPool.end();
      await planPool.end();
      await store.close();
    },
  };
};

describe.each([
  ["SQLite", sqliteBackend],
  ["PostgreSQL", postgresBackend],
])("the %s store's list", { timeout: 60_000 }, (_name, makeBackend) => {
  let backend: Backend;
  let store: Store;
  beforeAll(async () => {
    backend = await makeBackend();
    store = await backend.open();
    const stored = await store.storeLeads(
      people.map(([name, email, message]) => newLead({ deliveries: [] }, { name, email, message })),
    );
    const statuses = ["new", "new", "replied", "won", "spam"] as const;
    for (const [index, { id }] of stored.entries())
      await store.setLeadStatus(
        id,
        statuses[index % statuses.length] ?? "new",
        "owner@example.com",
      );
  }, 60_000);
  afterAll(async () => backend?.close(), 60_000);

  const ids = async (query: LeadQuery) =>
    (await store.listLeads(query, { offset: 0, limit: 100 })).leads.map((lead) => lead.id);

  it("finds with the index exactly what the scan finds, for every tricky term", async () => {
    for (const term of terms)
      expect(await ids({ search: term }), term).toEqual(await backend.scan(term));
    // The scan is no straw man: the terms do find leads.
    expect(await ids({ search: "50%" })).toHaveLength(1);
    expect(await ids({ search: "line of" })).toHaveLength(1);
    expect(await ids({ search: "🙂🙂" })).toHaveLength(1);
  });

  it("answers a search of 3 characters or more from the index", async () => {
    expect(await backend.plan("smiles")).toMatch(/lead_search|trigrams/);
  });

  it("counts the filter's leads per status, whatever status is picked", async () => {
    const all = await store.listLeads({}, { offset: 0, limit: 2 });
    expect(all.counts).toEqual({ new: 4, replied: 2, won: 2, lost: 0, spam: 1 });
    expect(all.total).toBe(people.length);
    expect(all.leads).toHaveLength(2);

    const replied = await store.listLeads(
      { status: "replied", search: "example.org" },
      { offset: 0, limit: 10 },
    );
    expect(replied.counts).toEqual({ new: 3, replied: 2, won: 1, lost: 0, spam: 1 });
    expect(replied.total).toBe(2);
    expect(replied.leads.map((lead) => lead.status)).toEqual(["replied", "replied"]);
  });

  it("drops an erased lead from the index", async () => {
    const { id } = await store.storeLead(
      newLead({ deliveries: [] }, { email: "gone@example.net", message: "Quokka marker" }),
    );
    expect(await ids({ search: "quokka" })).toEqual([id]);
    expect(await store.eraseByEmail("gone@example.net", "owner@example.com")).toBe(1);
    expect(await ids({ search: "quokka" })).toEqual([]);
    expect(await backend.scan("quokka")).toEqual([]);
  });
});

let capDir: string | undefined;

/**
 * Under a search, each status is counted only up to searchCountCap ("500+" on the tab) and the
 * pages go on past it (counting every match of a common word cost each request more than a page).
 * "marmot" is in every message, more candidates than SQLite's index is asked for and more matches
 * than PostgreSQL's planner reads from its indexes (both walk the newest leads); "part 1" is in
 * 1,111 (the index answers). Either way a page holds exactly the leads the plain scan finds there.
 */
describe.each([
  [
    "SQLite",
    async () =>
      openSqliteStore(
        path.join((capDir = await mkdtemp(path.join(tmpdir(), "cap-"))), "cap.sqlite"),
      ),
  ],
  [
    "PostgreSQL",
    async () => openPostgresStore(await postgres.createDatabase("search_cap"), { poolSize: 2 }),
  ],
])("the %s store's list under a search of many leads", { timeout: 180_000 }, (_name, open) => {
  const count = 6_000;
  let store: SqliteStore | PostgresStore;
  const stored: Array<{ id: number; status: "new" | "spam"; message: string }> = [];
  beforeAll(async () => {
    store = await open();
    const started = Date.parse("2026-01-01T00:00:00Z");
    const leads = Array.from({ length: count }, (_, index) => ({
      status: index % 10 === 0 ? ("spam" as const) : ("new" as const),
      message: `About the marmot project, part ${index}.`,
    }));
    for (let from = 0; from < count; from += 1_000) {
      const batch = leads.slice(from, from + 1_000);
      const results = await store.storeLeads(
        batch.map(({ status, message }, offset) =>
          newLead(
            {
              deliveries: [],
              status,
              spamReason: status === "spam" ? "honeypot" : null,
              now: new Date(started + (from + offset) * 1000),
            },
            { name: `Visitor ${from + offset}`, email: `v${from + offset}@example.org`, message },
          ),
        ),
      );
      for (const [offset, { id }] of results.entries())
        stored.push({ id, ...(batch[offset] ?? { status: "new", message: "" }) });
    }
    // PostgreSQL's planner then knows "marmot" is in thousands of leads: the list walks.
    if (store.kind === "postgres") await store.pool.query("ANALYZE submissions");
  }, 180_000);
  afterAll(async () => {
    await store?.close();
    if (capDir) await rm(capDir, { recursive: true, force: true });
  }, 60_000);

  /** The ids the plain scan finds: newest first, of one status or all. */
  const scan = (term: string, status?: "new" | "spam") =>
    stored
      .filter((lead) => lead.message.includes(term) && (!status || lead.status === status))
      .map((lead) => lead.id)
      .reverse();
  const none = { replied: 0, won: 0, lost: 0 };

  it("counts each status up to 500, and the pages go on past the cap", async () => {
    const first = await store.listLeads({ search: "marmot" }, { offset: 0, limit: 25 });
    expect(first.counts).toEqual({ new: 500, spam: 500, ...none });
    expect(first.capped).toEqual(["new", "spam"]);
    expect(first.total).toBe(1_000);
    expect(first.more).toBe(true);
    expect(first.leads.map((lead) => lead.id)).toEqual(scan("marmot").slice(0, 25));

    // Page 22 of the new ones: past the 500 counted.
    const past = await store.listLeads(
      { search: "marmot", status: "new" },
      { offset: 525, limit: 25 },
    );
    expect(past.total).toBe(500);
    expect(past.more).toBe(true);
    expect(past.leads.map((lead) => lead.id)).toEqual(scan("marmot", "new").slice(525, 550));

    // The last page of the 600 spam leads, and no more.
    const last = await store.listLeads(
      { search: "marmot", status: "spam" },
      { offset: 575, limit: 25 },
    );
    expect(last.leads.map((lead) => lead.id)).toEqual(scan("marmot", "spam").slice(575));
    expect(last.more).toBe(false);
  });

  it("counts exactly below the cap, and without a search", async () => {
    const mixed = await store.listLeads({ search: "part 1" }, { offset: 0, limit: 25 });
    expect(scan("part 1")).toHaveLength(1_111);
    expect(mixed.counts).toEqual({ new: 500, spam: scan("part 1", "spam").length, ...none });
    expect(mixed.capped).toEqual(["new"]);
    expect(mixed.leads.map((lead) => lead.id)).toEqual(scan("part 1").slice(0, 25));

    const few = await store.listLeads({ search: "part 4999." }, { offset: 0, limit: 25 });
    expect(few).toMatchObject({ total: 1, capped: [], more: false });

    const all = await store.listLeads({}, { offset: count - 25, limit: 25 });
    expect(all.counts).toEqual({ new: 5_400, spam: 600, ...none });
    expect(all).toMatchObject({ total: count, capped: [], more: false });
    expect(all.leads).toHaveLength(25);
  });
});
