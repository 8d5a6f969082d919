import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import { planDeliveries, releaseDeliveries, type DeliveryPlan } from "../deliveries/plan";
import type { Store } from "../store/store";
import type { ReleasePlanner } from "../store/deliveries/deliveries";

/**
 * A suspect lead is stored with its reason, and releasing a lead from spam queues what a new
 * lead gets, once, in the status change's transaction: on SQLite and on PostgreSQL.
 */

const { backends } = storeBackends("release");

const plan: DeliveryPlan = {
  notify: true,
  autoreply: true,
  webhookUrls: ["https://a.example/hook", "https://b.example/hook"],
};
const release: ReleasePlanner = (lead, existing) => releaseDeliveries(plan, lead, existing);
const everything = [
  ["autoreply", null],
  ["notify", null],
  ["webhook", "https://a.example/hook"],
  ["webhook", "https://b.example/hook"],
];

describe.each(backends)("on %s", (_name, backend) => {
  let store: Store;
  beforeEach(async () => {
    store = await (await backend.fresh())();
  }, 30_000);
  afterEach(() => store.close());

  const kinds = async (id: number) =>
    ((await store.getLead(id))?.deliveries ?? []).map((d) => [d.kind, d.target]).sort();
  const spam = () =>
    store.storeLead(newLead({ status: "spam", spamReason: "too fast, links", deliveries: [] }));

  it("keeps a suspect lead's reason and reads it back; other leads have none", async () => {
    const flagged = await store.storeLead(
      newLead({ suspectReason: "sent 0.3 s after the page opened" }),
    );
    const plain = await store.storeLead(newLead({}, { email: "plain@example.org" }));
    expect(await store.getLead(flagged.id)).toMatchObject({
      status: "new",
      suspect: "sent 0.3 s after the page opened",
    });
    expect((await store.getLead(plain.id))?.suspect).toBeNull();
    const { leads } = await store.listLeads({}, { offset: 0, limit: 5 });
    expect(leads.map((lead) => lead.suspect)).toEqual([null, "sent 0.3 s after the page opened"]);
  });

  it("queues what a new lead gets when a lead leaves spam, and the audit says so", async () => {
    const { id } = await spam();
    expect(await kinds(id)).toEqual([]);
    expect(await store.setLeadStatus(id, "new", "owner@example.org", release)).toBe(true);
    expect(await kinds(id)).toEqual(everything);
    expect((await store.getLead(id))?.deliveries.every((d) => d.status === "pending")).toBe(true);
    const [entry] = await store.auditLog(1);
    expect(entry?.detail).toBe(
      `lead ${id}: spam -> new (queued: notify, autoreply, webhook, webhook)`,
    );
  });

  it("queues nothing twice: a second release, or a lead that had deliveries", async () => {
    const { id } = await spam();
    await store.setLeadStatus(id, "replied", "owner@example.org", release);
    await store.setLeadStatus(id, "spam", "owner@example.org", release);
    await store.setLeadStatus(id, "won", "owner@example.org", release);
    expect(await kinds(id)).toEqual(everything);
    // A lead quarantined under the old rule, which queued the team's mail for spam.
    const old = await store.storeLead(
      newLead(
        { status: "spam", spamReason: "links", deliveries: [{ kind: "notify", target: null }] },
        { email: "old@example.org" },
      ),
    );
    await store.setLeadStatus(old.id, "new", "owner@example.org", release);
    expect(await kinds(old.id)).toEqual(everything);
  });

  it("queues nothing for other changes, and no autoreply without an e-mail", async () => {
    const lead = await store.storeLead(
      newLead({ deliveries: planDeliveries(plan, { email: "a@example.org", status: "new" }) }),
    );
    await store.setLeadStatus(lead.id, "replied", "owner@example.org", release);
    expect(await kinds(lead.id)).toEqual(everything);
    const { id } = await store.storeLead(
      newLead({ status: "spam", spamReason: "honeypot", deliveries: [] }, { email: null }),
    );
    await store.setLeadStatus(id, "spam", "owner@example.org", release);
    expect(await kinds(id)).toEqual([]);
    await store.setLeadStatus(id, "new", "owner@example.org", release);
    expect(await kinds(id)).toEqual(everything.filter(([kind]) => kind !== "autoreply"));
  });

  it("changes nothing when the lead does not exist", async () => {
    expect(await store.setLeadStatus(999, "new", "owner@example.org", release)).toBe(false);
  });
});
