import { describe, expect, it, vi } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import type { Store } from "../store/store";
import type { NewLead, StoreResult } from "../store/intake/intake";
import { createGroupCommit } from "./group-commit";

/** A store whose batches the test settles by hand, recording each batch it was given. */
function heldStore(kind: "sqlite" | "postgres") {
  const batches: Array<{ leads: NewLead[]; settle: () => void }> = [];
  let next = 1;
  const store = {
    kind,
    storeLeads: (leads: NewLead[]) =>
      new Promise<StoreResult[]>((resolve) => {
        const ids = leads.map(() => ({ id: next++, replay: false }));
        batches.push({ leads, settle: () => resolve(ids) });
      }),
  } as unknown as Store;
  return { store, batches };
}

/** One turn of the event loop: a post queued before it has been flushed after it. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe.each(["sqlite", "postgres"] as const)("the group commit on %s", (kind) => {
  it("stores one batch at a time, the posts that came meanwhile as the next batch", async () => {
    const { store, batches } = heldStore(kind);
    const commits = createGroupCommit(store);
    const first = commits.store(newLead({ submissionKey: "a" }));
    await turn();
    expect(batches).toHaveLength(1);
    const later = ["b", "c", "d"].map((key) => commits.store(newLead({ submissionKey: key })));
    await turn();
    // Every intake transaction takes one lock first (PostgreSQL's people lock, SQLite's one
    // writer): a second batch in flight would only wait for it, and be smaller.
    expect(batches).toHaveLength(1);
    batches[0]?.settle();
    expect(await first).toEqual({ id: 1, replay: false });
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    expect(batches.map((batch) => batch.leads.map((lead) => lead.submissionKey))).toEqual([
      ["a"],
      ["b", "c", "d"],
    ]);
    batches[1]?.settle();
    expect(await Promise.all(later)).toEqual([2, 3, 4].map((id) => ({ id, replay: false })));
  });
});
