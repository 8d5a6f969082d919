import { describe, expect, it } from "vitest";
import { newLead as lead } from "@tests/support/lead-fixtures";
import { freshStores, storeBackends } from "@tests/support/store-backends";

/** Erasure, retention and the audit log, on SQLite and on PostgreSQL. */
const { backends } = storeBackends("audit");

describe.each(backends)("the audit section of the %s store", (_name, backend) => {
  const { store } = freshStores(backend);

  it("erases an address with its notes and deliveries, and logs it without the address", async () => {
    const { id } = await store().storeLead(lead({}, { email: "Gone@Example.org" }));
    await store().storeLead(lead({}, { email: "gone@example.org", message: "again" }));
    const kept = await store().storeLead(lead({}, { email: "stays@example.org" }));
    await store().addNote(id, "owner", "note");
    expect(await store().eraseByEmail("gone@example.ORG", "owner@agency.example")).toBe(2);
    expect(await store().getLead(id)).toBeUndefined();
    expect(await store().countLeads()).toBe(1);
    expect((await store().getLead(kept.id))?.deliveries).toHaveLength(1);
    const [entry] = await store().auditLog(1);
    expect(entry).toMatchObject({ actor: "owner@agency.example", action: "erase" });
    expect(entry?.detail).toMatch(/^2 leads of sha256:[0-9a-f]{12} /);
    expect(JSON.stringify(await store().auditLog(10)).toLowerCase()).not.toContain("gone@");
    // The erased leads' deliveries are gone: only the kept lead's is still due.
    expect(await store().claimDueDeliveries(Date.now() + 1000)).toHaveLength(1);
  });

  it("deletes leads older than the retention date and logs it", async () => {
    const old = await store().storeLead(lead({ now: new Date("2025-01-01T00:00:00.000Z") }));
    await store().addNote(old.id, "owner", "old note");
    await store().storeLead(
      lead({ now: new Date("2026-11-01T00:00:00.000Z") }, { message: "new" }),
    );
    expect(await store().deleteLeadsBefore(new Date("2026-01-01T00:00:00.000Z"), "retention")).toBe(
      1,
    );
    expect(await store().countLeads()).toBe(1);
    expect(await store().getLead(old.id)).toBeUndefined();
    expect((await store().auditLog(1))[0]).toMatchObject({
      actor: "retention",
      action: "retention",
    });
  });
});
