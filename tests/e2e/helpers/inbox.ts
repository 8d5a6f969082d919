import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Lead } from "@contracts/desk";
import { leadColumns, toLead, type LeadRow } from "@server/store/leads/lead-row";
import { openSqliteStore } from "@server/store/sqlite";

/** The inbox of the server playwright.config.ts starts for this run (DATA_DIR=data/e2e-<port>). */
const databasePath = path.resolve(`data/e2e-${process.env.E2E_PORT ?? 4173}`, "inbox.sqlite");

/**
 * Leads of the inbox with this e-mail address (each test uses its own address), newest first.
 * Read synchronously from the SQLite file, so specs can assert on it inline.
 */
export function storedWith(email: string): Lead[] {
  if (!existsSync(databasePath)) return [];
  const store = openSqliteStore(databasePath, { readonly: true });
  try {
    const rows = store.db
      .prepare(`SELECT ${leadColumns} FROM submissions WHERE email = ? ORDER BY id DESC`)
      .all(email) as LeadRow[];
    return rows.map(toLead);
  } finally {
    store.db.close();
  }
}

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.agency`;

/** The visit beacons stored for one page, oldest first (tests/e2e/visits.spec.ts). */
export function storedBeacons(pagePath: string): Array<Record<string, unknown> & { id: number }> {
  if (!existsSync(databasePath)) return [];
  const store = openSqliteStore(databasePath, { readonly: true });
  try {
    return store.db
      .prepare("SELECT * FROM beacons WHERE path = ? ORDER BY id")
      .all(pagePath) as Array<Record<string, unknown> & { id: number }>;
  } finally {
    store.db.close();
  }
}
