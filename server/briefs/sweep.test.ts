import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testPdf } from "@tests/support/test-briefs";
import { openSqliteStore, type SqliteStore } from "../store/sqlite";
import { sweepBriefs, unclaimedAfterMs } from "./sweep";

/** The sweep of what cut-off posts leave: old unclaimed briefs and old temporary files. */
let dir = "";
let store: SqliteStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "brief-sweep-"));
  store = openSqliteStore(path.join(dir, "inbox.sqlite"));
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the briefs' sweep", () => {
  it("removes temporary files and unclaimed briefs older than an hour, and nothing newer", async () => {
    const uploads = path.join(dir, "uploads");
    await mkdir(uploads);
    const now = Date.now();
    await writeFile(path.join(uploads, "old.upload"), "x");
    const old = new Date(now - unclaimedAfterMs - 60_000);
    await utimes(path.join(uploads, "old.upload"), old, old);
    await writeFile(path.join(uploads, "fresh.upload"), "x");
    const bytes = testPdf();
    await store.addBrief(
      {
        id: "u".repeat(22),
        name: "brief.pdf",
        type: "application/pdf",
        size: bytes.length,
        sha256: "0".repeat(64),
        quarantined: false,
      },
      (async function* () {
        yield bytes;
      })(),
    );

    expect(await sweepBriefs(store, uploads, now)).toEqual({ briefs: 0, staged: 1 });
    expect(await readdir(uploads)).toEqual(["fresh.upload"]);
    // An hour on, the brief no lead took goes too.
    expect(await sweepBriefs(store, uploads, now + unclaimedAfterMs + 60_000)).toMatchObject({
      briefs: 1,
    });
    expect(await store.readBrief("u".repeat(22))).toBeUndefined();
  });
});
