import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { freshStores, storeBackends } from "@tests/support/store-backends";
import type { Store } from "../store";
import { migratePostgres, postgresAddressKeysVersion } from "../migrations/postgres";
import { migrateSqlite, sqliteAddressKeysVersion } from "../migrations/sqlite";
import { openPostgresStore } from "../postgres";
import { openSqliteStore } from "../sqlite";

/**
 * One address, however its letters are cased (non-ASCII ones too) or composed, is one address
 * in every section of both stores: a person, the per-e-mail spam count, an erasure, an owner.
 */
const { backends, dir, postgres } = storeBackends("addresses");

const upper = "ÄLI@example.com";
const lower = "äli@example.com";
// The same address with its umlaut as a + U+0308, as some keyboards and mail programs write it.
const decomposed = "a\u0308li@example.com";
const at = new Date("2026-11-20T09:00:00.000Z");
const from = (email: string, fields: Parameters<typeof newLead>[1] = {}) =>
  newLead({ now: at }, { email, message: `From ${email}`, ...fields });

describe.each(backends)("an address on the %s store", (_name, backend) => {
  const { store } = freshStores(backend);

  it("makes ÄLI@example.com and äli@example.com one person", async () => {
    const first = await store().storeLead(from(upper));
    const second = await store().storeLead(from(decomposed));
    expect((await store().getLead(second.id))?.personId).toBe(first.id);
  });

  it("counts ÄLI@example.com and äli@example.com together for the per-e-mail spam limit", async () => {
    await store().storeLeads([from(upper), from(lower), from("ali@example.com")]);
    expect(await store().countRecentByEmail(lower, at)).toBe(2);
    expect(await store().countRecentByEmail(upper, at)).toBe(2);
    expect(await store().countRecentByEmail(decomposed, at)).toBe(2);
  });

  it("erases the leads of ÄLI@example.com asked as äli@example.com, by e-mail or reply-to", async () => {
    await store().storeLeads([
      from(upper),
      from("someone@example.com", { replyTo: decomposed }),
      from("ali@example.com"),
    ]);
    expect(await store().eraseByEmail(lower, "owner@agency.example")).toBe(2);
    expect(await store().countLeads()).toBe(1);
  });

  it("finds the owner ÄLI@example.com as äli@example.com, and refuses it twice", async () => {
    const owner = await store().addOwner(upper, "scrypt$hash");
    expect(await store().findOwner(lower)).toEqual(owner);
    expect(await store().findOwner(decomposed)).toEqual(owner);
    await expect(store().addOwner(lower, "other")).rejects.toThrow();
    expect(await store().setOwnerPassword(lower, "scrypt$new")).toBe(true);
    expect((await store().findOwner(upper))?.passwordHash).toBe("scrypt$new");
    expect(await store().removeOwner(decomposed)).toBe(true);
    expect(await store().countOwners()).toBe(0);
  });
});

/** A lead with a reply-to and an owner as an inbox from before the address keys kept them. */
const oldRows = `
  INSERT INTO submissions (form, created_at, email, reply_to, email_key)
    VALUES ('contact', '2026-11-01T09:00:00.000Z', 'someone@example.com', '${upper}',
      'someone@example.com');
  INSERT INTO owners (email, password_hash, created_at)
    VALUES ('${upper}', 'scrypt$hash', '2026-11-01T09:00:00.000Z')`;

/** What an upgraded inbox must do with the rows it kept: match them by their keys. */
async function matchesOldRows(store: Store) {
  expect(await store.findOwner(decomposed)).toMatchObject({ email: upper });
  await expect(store.addOwner(lower, "other")).rejects.toThrow();
  expect(await store.eraseByEmail(lower, "owner@agency.example")).toBe(1);
}

describe("an inbox from before the address keys", () => {
  it("keys its reply-to addresses and owners on SQLite", async () => {
    const file = path.join(dir(), "before-address-keys.sqlite");
    const old = new Database(file);
    migrateSqlite(old, sqliteAddressKeysVersion - 1);
    old.exec(oldRows);
    old.close();
    const store = openSqliteStore(file);
    try {
      await matchesOldRows(store);
    } finally {
      await store.close();
    }
  });

  it("keys its reply-to addresses and owners on PostgreSQL", async () => {
    const url = await postgres().createDatabase("before_address_keys");
    const pool = new pg.Pool({ connectionString: url });
    try {
      await migratePostgres(pool, postgresAddressKeysVersion - 1);
      await pool.query(oldRows);
    } finally {
      await pool.end();
    }
    const store = await openPostgresStore(url, { poolSize: 2 });
    try {
      await matchesOldRows(store);
    } finally {
      await store.close();
    }
  });
});
