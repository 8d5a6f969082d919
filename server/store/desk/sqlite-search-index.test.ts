import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { openSqliteStore, type SqliteStore } from "../sqlite";

/**
 * SQLite writes a lead's search trigrams after the intake's commit, from a pending list that commit
 * fills (so the trigrams cost the intake's transaction nothing). A search finds the lead either
 * way, a crash between the two loses nothing, and a lead erased or changed while pending leaves the
 * index whole.
 */

let dir: string;
let databasePath: string;
let store: SqliteStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "sqlite-search-index-"));
  databasePath = path.join(dir, "inbox.sqlite");
  store = openSqliteStore(databasePath);
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const pending = (db = store.db) =>
  (db.prepare("SELECT count(*) AS n FROM lead_search_pending").get() as { n: number }).n;
/** The ids the trigram index alone holds for a term. */
const indexed = (term: string, db = store.db) =>
  (
    db
      .prepare("SELECT rowid AS id FROM lead_search WHERE lead_search MATCH ? ORDER BY rowid")
      .all(`"${term}"`) as Array<{ id: number }>
  ).map((row) => row.id);
/** FTS5's own check of the index against the submissions it was built from. */
const checkIndex = (db = store.db) =>
  db.prepare("INSERT INTO lead_search (lead_search, rank) VALUES ('integrity-check', 1)").run();
const found = async (search: string) =>
  (await store.listLeads({ search }, { offset: 0, limit: 10 })).leads.map((lead) => lead.id);
const lead = (message: string, email = "ayesha@example.org") =>
  newLead({ deliveries: [] }, { message, email });
/** Stores the leads in one commit; their ids. */
const storeAll = async (...leads: Array<ReturnType<typeof lead>>) =>
  (await store.storeLeads(leads)).map((one) => one.id);

describe("the SQLite search index", () => {
  it("is written after the lead's commit, and the lead is found meanwhile", async () => {
    const [id] = await storeAll(lead("Pangolin sanctuary site"));
    // Committed and acknowledged, not yet indexed: the transaction only listed it.
    expect(pending()).toBe(1);
    expect(indexed("pangolin")).toEqual([]);
    expect(await found("pangolin")).toEqual([id]);
    expect(await found("armadillo")).toEqual([]);

    // The index writer takes it shortly after, without another post to prompt it.
    await vi.waitFor(() => expect(pending()).toBe(0), { timeout: 5000 });
    expect(indexed("pangolin")).toEqual([id]);
    expect(await found("pangolin")).toEqual([id]);
    checkIndex();
  });

  it("indexes at the next start what a crash left pending", async () => {
    const stored = await storeAll(lead("Narwhal app"), lead("Narwhal shop"));
    expect(pending()).toBe(2);
    // A crash: the process ends with the leads committed and the index writer not yet run.
    store.db.close();

    store = openSqliteStore(databasePath);
    expect(pending()).toBe(0);
    expect(indexed("narwhal")).toEqual(stored);
    checkIndex();
  });

  it("keeps the index whole when a pending lead is erased or changed", async () => {
    const [kept, changed] = await storeAll(
      lead("Okapi portal", "okapi@example.org"),
      lead("Okapi changed", "changed@example.org"),
      lead("Okapi erased", "erased@example.org"),
    );
    store.db.prepare("UPDATE submissions SET message = 'Quetzal now' WHERE id = ?").run(changed);
    expect(await store.eraseByEmail("erased@example.org", "owner@example.com")).toBe(1);
    expect(pending()).toBe(2);

    await store.close();
    store = openSqliteStore(databasePath);
    expect(pending()).toBe(0);
    checkIndex();
    expect(indexed("okapi")).toEqual([kept]);
    expect(indexed("quetzal")).toEqual([changed]);
    expect(await found("okapi")).toEqual([kept]);
    expect(await found("erased")).toEqual([]);
  });

  it("keeps the index whole when an indexed lead is changed or erased", async () => {
    const [changed, erased] = await storeAll(
      lead("Axolotl studio", "changed@example.org"),
      lead("Axolotl erased", "erased@example.org"),
    );
    await store.close();
    store = openSqliteStore(databasePath);
    expect(indexed("axolotl")).toEqual([changed, erased]);

    store.db.prepare("UPDATE submissions SET message = 'Wombat now' WHERE id = ?").run(changed);
    expect(await store.eraseByEmail("erased@example.org", "owner@example.com")).toBe(1);
    expect(indexed("axolotl")).toEqual([]);
    expect(indexed("wombat")).toEqual([changed]);
    checkIndex();
  });

  it("indexes a large backlog in bounded batches", async () => {
    const stored = await storeAll(
      ...Array.from({ length: 600 }, (_, index) => lead(`Backlog lead ${index}`)),
    );
    await vi.waitFor(() => expect(pending()).toBe(0), { timeout: 10_000 });
    expect(indexed("backlog")).toEqual(stored);
    checkIndex();
  });
});
