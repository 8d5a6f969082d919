import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { openInbox, type StoredSubmission } from "@server/inbox";

/** The inbox of the server playwright.config.ts starts for this run (DATA_DIR=data/e2e-<port>). */
const databasePath = path.resolve(`data/e2e-${process.env.E2E_PORT ?? 4173}`, "inbox.sqlite");

/** Rows of the inbox with this e-mail address (each test uses its own address). */
export function storedWith(email: string): StoredSubmission[] {
  if (!existsSync(databasePath)) return [];
  const inbox = openInbox(databasePath, { readonly: true });
  try {
    return inbox.list().filter((row) => row.email === email);
  } finally {
    inbox.close();
  }
}

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.agency`;
