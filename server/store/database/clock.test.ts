import { describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { storeBackends } from "@tests/support/store-backends";

/**
 * Every time a store writes without being given one comes from the clock it was opened with
 * (the JavaScript clock unless a test holds it), on SQLite and on PostgreSQL alike, never from
 * the database's own clock.
 */
const { backends } = storeBackends("clock");

const held = new Date("2030-01-02T03:04:05.678Z");
const clock = () => held;
const actor = "owner@agency.example";

describe.each(backends)("the %s store's clock", (_name, backend) => {
  it("times the audit log, status changes, notes, owners, replies and sends by it", async () => {
    const store = await (await backend.fresh())({ clock });
    try {
      const { id } = await store.storeLead(newLead({ now: new Date("2026-11-20T09:00:00Z") }));
      await store.setLeadStatus(id, "spam", actor);
      await store.setLeadStatus(id, "new", actor, () => [{ kind: "autoreply", target: null }]);
      await store.recordAudit(actor, "export", "csv");
      const owner = await store.addOwner(actor, "scrypt$hash");
      const note = await store.addNote(id, actor, "Called back.");
      const template = await store.addTemplate({ name: "Hi", subject: "Hi", body: "Hello" });
      const reply = await store.queueReply(id, {
        subject: "Re",
        body: "Hi",
        author: actor,
        target: "a@example.org",
      });
      const [claimed] = await store.claimDueDeliveries(held.getTime(), { kinds: ["autoreply"] });
      if (!claimed) throw new Error("the released autoreply was not due by the clock");
      await store.markDeliverySent(claimed);

      expect(owner.createdAt).toBe(held.toISOString());
      expect(note?.createdAt).toBe(held.toISOString());
      expect(template.updatedAt).toBe(held.toISOString());
      expect(reply).toMatchObject({ firstReplyAt: held.toISOString() });
      const entries = await store.auditLog(10);
      expect(entries.map((entry) => entry.at)).toEqual(entries.map(() => held.toISOString()));
      const lead = await store.getLead(id);
      const autoreply = lead?.deliveries.find((delivery) => delivery.kind === "autoreply");
      expect(autoreply).toMatchObject({ sentAt: held.toISOString() });
      const person = await store.getPerson(lead?.personId ?? 0);
      const changes = person?.events.filter((event) => event.type === "status");
      expect(changes?.map((event) => event.at)).toEqual([held.toISOString(), held.toISOString()]);
    } finally {
      await store.close();
    }
  });

  it("sweeps the sessions its clock says have expired", async () => {
    const store = await (await backend.fresh())({ clock });
    try {
      const owner = await store.addOwner(actor, "scrypt$hash");
      const session = (tokenHash: string, expiresAt: number) => ({
        tokenHash,
        ownerId: owner.id,
        csrfToken: "csrf",
        expiresAt,
      });
      // Expired an hour before the clock, though still ahead of the machine's time.
      await store.createSession(session("a".repeat(64), held.getTime() - 3_600_000));
      await store.createSession(session("b".repeat(64), held.getTime() + 3_600_000));
      const before = held.getTime() - 7_200_000;
      expect(await store.findSession("a".repeat(64), before)).toBeUndefined();
      expect(await store.findSession("b".repeat(64), before)).toBeDefined();
    } finally {
      await store.close();
    }
  });
});
