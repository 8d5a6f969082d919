import { describe, expect, it } from "vitest";
import { noAttribution } from "@server/store/intake/intake";
import { newLead } from "@tests/support/lead-fixtures";
import { freshStores, storeBackends } from "@tests/support/store-backends";
import { webhookPayload } from "@server/deliveries/webhook";
import { releaseDeliveries } from "@server/deliveries/plan";
import { seedLostReasons, statusChangedEvent } from "./revenue";
import type { SqliteStore } from "@server/store/sqlite";
import { revenueLeadsSql } from "./sqlite";

/**
 * A won lead's value, a lost lead's reason, the owner's list of reasons, the board and the
 * revenue tables, against SQLite and a real PostgreSQL.
 */
const { backends } = storeBackends("revenue_store");
const owner = "owner@company.example";
const day = (text: string) => new Date(`${text}T09:00:00.000Z`);

describe.each(backends)("the %s store's revenue", (_name, backend) => {
  const { store } = freshStores(backend);

  const leadFrom = async (campaign: string | null, created: Date, into = store()) =>
    (
      await into.storeLead(
        newLead({
          now: created,
          attribution: { ...noAttribution, utmCampaign: campaign, utmSource: "google" },
        }),
      )
    ).id;

  it("keeps a won lead's value and currency, audited, and a lost lead's reason", async () => {
    const id = await leadFrom("spring", day("2026-11-01"));
    await store().setLeadStatus(id, "won", owner, undefined, {
      deal: { value: 250_000, currency: "PKR" },
    });
    const lead = await store().getLead(id);
    expect(lead?.deal).toEqual({ value: 250_000, currency: "PKR" });
    expect(lead?.status).toBe("won");
    expect(lead?.wonAt).toBeTypeOf("string");
    const log = await store().auditLog(5);
    expect(log.map(({ detail }) => detail)).toContain(`lead ${id}: new -> won (value 250000 PKR)`);

    // A new value while still won is audited; the win keeps its time.
    await store().setLeadStatus(id, "won", owner, undefined, {
      deal: { value: 300, currency: "USD" },
    });
    const again = await store().getLead(id);
    expect(again?.deal).toEqual({ value: 300, currency: "USD" });
    expect(again?.wonAt).toBe(lead?.wonAt);
    expect((await store().auditLog(1))[0]?.detail).toBe(`lead ${id}: won -> won (value 300 USD)`);

    // Lost: the reason is kept, the win's time cleared, the value kept for a move back.
    await store().setLeadStatus(id, "lost", owner, undefined, { lostReason: "Price" });
    const lost = await store().getLead(id);
    expect(lost).toMatchObject({ status: "lost", lostReason: "Price", wonAt: null });
    expect(lost?.deal).toEqual({ value: 300, currency: "USD" });
    await store().setLeadStatus(id, "new", owner);
    expect((await store().getLead(id))?.lostReason).toBeNull();
  });

  it("queues each webhook the change, with its value, in the change's transaction", async () => {
    const id = await leadFrom("spring", day("2026-11-01"));
    const webhookUrls = ["https://a.example/hook", "https://b.example/hook"];
    await store().setLeadStatus(id, "won", owner, undefined, {
      deal: { value: 250_000, currency: "PKR" },
      webhookUrls,
    });
    // Spam is nothing for another system: neither the move into it nor out of it is told.
    await store().setLeadStatus(id, "spam", owner, undefined, { webhookUrls });
    const plan = { notify: false, autoreply: false, webhookUrls };
    await store().setLeadStatus(
      id,
      "lost",
      owner,
      (lead, existing) => releaseDeliveries(plan, lead, existing),
      { lostReason: "Price", webhookUrls },
    );
    const claimed = await store().claimDueDeliveries(Date.now() + 1000, { kinds: ["webhook"] });
    const lead = await store().getLead(id);
    const payloads = claimed.map((item) => lead && webhookPayload(item, lead));
    const changes = payloads.filter((payload) => payload?.type === statusChangedEvent);
    expect(changes.map((payload) => payload?.change)).toEqual([
      expect.objectContaining({
        from: "new",
        to: "won",
        deal: { value: 250_000, currency: "PKR" },
      }),
      expect.objectContaining({
        from: "new",
        to: "won",
        deal: { value: 250_000, currency: "PKR" },
      }),
    ]);
    // The release owes the lead.created the lead (stored without webhooks) never had: a status
    // change's webhook is no such event.
    expect(payloads.filter((payload) => payload?.type === "lead.created")).toHaveLength(2);
    expect(claimed.map(({ target }) => target).sort()).toEqual(
      [...webhookUrls, ...webhookUrls].sort(),
    );
  });

  it("starts with the seeded lost reasons and replaces the list, audited", async () => {
    expect(await store().lostReasons()).toEqual(seedLostReasons);
    await store().setLostReasons(["Budget", "Went quiet"], owner);
    expect(await store().lostReasons()).toEqual(["Budget", "Went quiet"]);
    expect((await store().auditLog(1))[0]).toMatchObject({
      action: "lost-reasons",
      detail: "2 reasons: Budget, Went quiet",
    });
    await store().setLostReasons([], owner);
    expect(await store().lostReasons()).toEqual([]);
  });

  it("counts and values each column of the board, per currency, with the newest cards", async () => {
    const ids = [];
    for (let index = 0; index < 5; index++) ids.push(await leadFrom("spring", day("2026-11-01")));
    const [a, b, c, d] = ids as [number, number, number, number];
    await store().setLeadStatus(a, "won", owner, undefined, {
      deal: { value: 100, currency: "PKR" },
    });
    await store().setLeadStatus(b, "won", owner, undefined, {
      deal: { value: 250, currency: "PKR" },
    });
    await store().setLeadStatus(c, "won", owner, undefined, {
      deal: { value: 40, currency: "USD" },
    });
    await store().setLeadStatus(d, "lost", owner);
    const board = await store().board(2);
    expect(board.cardsPerColumn).toBe(2);
    expect(board.columns.map(({ status }) => status)).toEqual([
      "new",
      "replied",
      "won",
      "lost",
      "spam",
    ]);
    const won = board.columns.find(({ status }) => status === "won");
    expect(won).toMatchObject({ count: 3, values: { PKR: 350, USD: 40 } });
    expect(won?.cards.map(({ id }) => id)).toEqual([c, b]);
    expect(won?.cards[0]?.deal).toEqual({ value: 40, currency: "USD" });
    expect(board.columns.find(({ status }) => status === "new")).toMatchObject({
      count: 1,
      values: {},
    });
    expect(board.columns.find(({ status }) => status === "lost")?.count).toBe(1);
  });

  it("sums revenue, wins, win rate and days to win per campaign and source in a range", async () => {
    // Every win on 11 November: the leads of the 1st and the 2nd took ten and nine days.
    const clocked = await (await backend.fresh())({ clock: () => day("2026-11-11") });
    try {
      const lead = (campaign: string, created: string) => leadFrom(campaign, day(created), clocked);
      const spring = [
        await lead("spring", "2026-11-01"),
        await lead("spring", "2026-11-02"),
        await lead("spring", "2026-11-03"),
      ];
      const autumn = await lead("autumn", "2026-11-04");
      const outside = await lead("spring", "2026-12-20");
      const spam = await lead("spring", "2026-11-02");
      await clocked.setLeadStatus(spam, "spam", owner);
      for (const [id, value, currency] of [
        [spring[0], 250_000, "PKR"],
        [spring[1], 100_000, "PKR"],
        [autumn, 500, "USD"],
        [outside, 9, "PKR"],
      ] as const)
        await clocked.setLeadStatus(id as number, "won", owner, undefined, {
          deal: { value, currency },
        });
      const tables = await clocked.revenueTables(
        { start: day("2026-11-01"), end: day("2026-12-01") },
        10,
      );
      expect(tables.campaign).toEqual([
        {
          key: "spring",
          leads: 3,
          won: 2,
          winRate: 2 / 3,
          revenue: { PKR: 350_000 },
          medianDaysToWin: 9.5,
        },
        { key: "autumn", leads: 1, won: 1, winRate: 1, revenue: { USD: 500 }, medianDaysToWin: 7 },
      ]);
      expect(tables.source).toEqual([
        expect.objectContaining({
          key: "google",
          leads: 4,
          won: 3,
          revenue: { PKR: 350_000, USD: 500 },
        }),
      ]);
      expect(tables.article).toEqual([]);
    } finally {
      await clocked.close();
    }
  });
});

describe("the revenue tables' plan on SQLite", () => {
  it("groups the range's leads along the dimensions' index, with no sort", async () => {
    const sqlite = backends.find(([name]) => name === "SQLite");
    if (!sqlite) throw new Error("no SQLite backend");
    const store = (await (await sqlite[1].fresh())()) as SqliteStore;
    try {
      const plan = store.db
        .prepare(`EXPLAIN QUERY PLAN ${revenueLeadsSql}`)
        .all("2026-01-01", "2027-01-01") as Array<{ detail: string }>;
      const details = plan.map(({ detail }) => detail).join(" | ");
      expect(details).toContain("submissions_by_revenue_dimensions");
      expect(details).not.toContain("TEMP B-TREE");
    } finally {
      await store.close();
    }
  });
});
