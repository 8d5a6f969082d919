import { describe, expect, it } from "vitest";
import { newLead as lead } from "@tests/support/lead-fixtures";
import { freshStores, storeBackends } from "@tests/support/store-backends";

/** The delivery worker's claims, on SQLite and on PostgreSQL: one worker per delivery, leases, retries. */
const { backends } = storeBackends("claims");

describe.each(backends)("delivery claims in the %s store", (_name, backend) => {
  const { store, second } = freshStores(backend);

  it("lets only one of two servers claim a due delivery, and only the claim settle it", async () => {
    const now = Date.now();
    const leads = Array.from({ length: 20 }, (_, index) =>
      lead({ submissionKey: `claim-${index}`, now: new Date(now - 1000) }),
    );
    await store().storeLeads(leads);
    const other = await second();
    const [mine, theirs] = await Promise.all([
      store().claimDueDeliveries(now, { limit: 15 }),
      other.claimDueDeliveries(now, { limit: 15 }),
    ]);
    const ids = [...mine, ...theirs].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(20);
    expect(await store().claimDueDeliveries(now)).toEqual([]);

    const item = mine[0] ?? theirs[0];
    if (!item) throw new Error("nothing claimed");
    expect(item.kind).toBe("notify");
    expect(item.lead?.email).toBe("ayesha@example.org");
    expect(await store().markDeliverySent({ id: item.id, claimToken: "someone-else" })).toBe(false);
    expect(await other.markDeliverySent(item)).toBe(true);
    expect(await store().markDeliverySent(item)).toBe(false);
    const [delivery] = (await store().getLead(item.lead?.id ?? 0))?.deliveries ?? [];
    expect(delivery).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(delivery?.sentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("hands a delivery to another worker after its lease, and retries or gives up", async () => {
    const { id: leadId } = await store().storeLead(lead({ now: new Date(Date.now() - 1000) }));
    const now = Date.now();
    const [leased] = await store().claimDueDeliveries(now, { leaseMs: 1000 });
    if (!leased) throw new Error("nothing claimed");
    expect(await store().claimDueDeliveries(now + 500)).toHaveLength(0);
    const [takenOver] = await store().claimDueDeliveries(now + 1500, { leaseMs: 1000 });
    if (!takenOver) throw new Error("not taken over");
    expect(await store().markDeliveryFailed(leased, "late", now + 5000)).toBe(false);

    expect(await store().markDeliveryFailed(takenOver, "421 try later", now + 60_000)).toBe(true);
    let [delivery] = (await store().getLead(leadId))?.deliveries ?? [];
    expect(delivery).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "421 try later",
      nextAttemptAt: now + 60_000,
    });
    expect(await store().nextDeliveryDue()).toBe(now + 60_000);
    expect(await store().claimDueDeliveries(now + 59_000)).toHaveLength(0);
    const [retry] = await store().claimDueDeliveries(now + 60_000);
    if (!retry) throw new Error("no retry");
    expect(await store().markDeliveryFailed(retry, "550 no such user", undefined)).toBe(true);
    [delivery] = (await store().getLead(leadId))?.deliveries ?? [];
    expect(delivery).toMatchObject({ status: "failed", attempts: 2 });
    expect(await store().nextDeliveryDue()).toBeUndefined();
  });

  it("claims only the kinds asked for", async () => {
    await store().storeLead(
      lead({
        now: new Date(Date.now() - 1000),
        deliveries: [
          { kind: "notify", target: null },
          { kind: "webhook", target: "https://hooks.example/lead" },
        ],
      }),
    );
    const notify = await store().claimDueDeliveries(Date.now(), { kinds: ["notify"] });
    expect(notify.map((item) => item.kind)).toEqual(["notify"]);
    const rest = await store().claimDueDeliveries(Date.now());
    expect(rest.map((item) => [item.kind, item.target])).toEqual([
      ["webhook", "https://hooks.example/lead"],
    ]);
  });
});
