import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Submission } from "@contracts/forms";
import { noAttribution } from "@server/store/intake/intake";
import { sqliteSchemaVersion as schemaVersion } from "@server/store/migrations/sqlite";
import { openSqliteStore, type SqliteStore } from "@server/store/sqlite";
import { neutraliseFormula } from "@server/admin/csv";

const run = promisify(execFile);
let dir: string;
let databasePath: string;

const submission = (overrides: Partial<Submission>): Submission => ({
  form: "contact",
  name: null,
  email: null,
  phone: null,
  service: null,
  message: null,
  subject: null,
  replyTo: null,
  next: null,
  ...overrides,
});

/** Stores one lead as the form endpoint would (no key, no duplicate window). */
const put = (store: SqliteStore, lead: Submission) =>
  store.storeLead({
    submission: lead,
    attribution: noAttribution,
    status: "new",
    spamReason: null,
    submissionKey: null,
    deliveries: [],
    duplicateWindowMs: 0,
    now: new Date(),
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "inbox-cli-"));
  databasePath = path.join(dir, "nested", "inbox.sqlite");
  const inbox = openSqliteStore(databasePath);
  await put(
    inbox,
    submission({ name: "First Person", email: "first@example.com", message: "Hello" }),
  );
  await put(
    inbox,
    submission({
      form: "quote",
      name: "Quote Person",
      email: "q@example.com",
      service: "web-design",
    }),
  );
  await put(inbox, submission({ form: "newsletter", email: "news@example.com" }));
  await put(
    inbox,
    submission({
      name: '=HYPERLINK("x")',
      email: "last@example.com",
      message: 'Line 1\n"quoted", line 2',
    }),
  );
  await inbox.close();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const inboxCli = (...args: string[]) =>
  run(process.execPath, ["--import", "tsx", "scripts/ops/inbox.ts", ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath },
  });

describe("the inbox database", () => {
  it("is migrated, in WAL mode with full synchronous commits", async () => {
    const inbox = openSqliteStore(databasePath);
    try {
      expect(inbox.db.pragma("user_version", { simple: true })).toBe(schemaVersion);
      expect(inbox.db.pragma("journal_mode", { simple: true })).toBe("wal");
      // 2 = FULL
      expect(inbox.db.pragma("synchronous", { simple: true })).toBe(2);
    } finally {
      await inbox.close();
    }
  });

  it("refuses a database from a newer version of the server", async () => {
    const newer = path.join(dir, "newer.sqlite");
    const inbox = openSqliteStore(newer);
    inbox.db.pragma(`user_version = ${schemaVersion + 1}`);
    await inbox.close();
    expect(() => openSqliteStore(newer)).toThrow(/newer than this server/);
  });
});

describe("npm run inbox", () => {
  it("lists submissions newest first as JSON", { timeout: 30_000 }, async () => {
    const { stdout } = await inboxCli("--json");
    const rows = JSON.parse(stdout) as Array<{ id: number; form: string; email: string }>;
    expect(rows.map((row) => row.id)).toEqual([4, 3, 2, 1]);
    expect(rows[3]).toMatchObject({ form: "contact", email: "first@example.com" });
  });

  it("filters by form and limits", { timeout: 30_000 }, async () => {
    const quotes = JSON.parse((await inboxCli("--json", "--form", "quote")).stdout);
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({ form: "quote", service: "web-design" });
    const newest = JSON.parse((await inboxCli("--json", "--limit", "1")).stdout);
    expect(newest.map((row: { id: number }) => row.id)).toEqual([4]);
  });

  it("prints a readable table and exports CSV", { timeout: 30_000 }, async () => {
    const table = (await inboxCli()).stdout;
    expect(table.indexOf("#4")).toBeLessThan(table.indexOf("#1"));
    expect(table).toContain("service Website Design");
    expect(table).toContain("4 submissions, newest first.");
    const csv = (await inboxCli("--csv", "--form", "contact")).stdout;
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "id,createdAt,form,status,spamReason,name,email,phone,service,message,subject,replyTo,page,firstPage,referrer,utmSource,utmMedium,utmCampaign,utmTerm,utmContent,assignee,followUpOn,firstReplyAt,firstReplyMinutes",
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain('"Line 1\n""quoted"", line 2"');
  });

  it("opens the database read-only: it never changes the file", { timeout: 30_000 }, async () => {
    // A rollback-journal file: a read-write open would switch it to WAL (a write).
    const untouched = path.join(dir, "untouched.sqlite");
    const setup = openSqliteStore(untouched);
    await put(setup, submission({ email: "keep@example.com" }));
    setup.db.pragma("journal_mode = DELETE");
    await setup.close();
    const rows = JSON.parse(
      (
        await run(process.execPath, ["--import", "tsx", "scripts/ops/inbox.ts", "--json"], {
          env: { ...process.env, DATABASE_PATH: untouched },
        })
      ).stdout,
    );
    expect(rows).toHaveLength(1);
    const check = openSqliteStore(untouched, { readonly: true });
    try {
      expect(check.db.pragma("journal_mode", { simple: true })).toBe("delete");
    } finally {
      await check.close();
    }
  });

  it("rejects an unknown form", { timeout: 30_000 }, async () => {
    await expect(inboxCli("--form", "careers")).rejects.toMatchObject({ code: 2 });
  });
});

describe("formula guard", () => {
  it("defuses what a spreadsheet would read as a formula", () => {
    expect(neutraliseFormula("plain")).toBe("plain");
    expect(neutraliseFormula("+92 300")).toBe("'+92 300");
    expect(neutraliseFormula("@cmd")).toBe("'@cmd");
    // The first non-blank character decides: spreadsheets skip leading blanks.
    expect(neutraliseFormula("  =1+1")).toBe("'  =1+1");
    expect(neutraliseFormula("\u00a0\u3000-2+3")).toBe("'\u00a0\u3000-2+3");
    expect(neutraliseFormula("\n=cmd")).toBe("'\n=cmd");
    expect(neutraliseFormula("a =b")).toBe("a =b");
  });
});
