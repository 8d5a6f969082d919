import { describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { freshStores, storeBackends } from "@tests/support/store-backends";
import { seedTemplates } from "./seed-templates";
import { runDigest } from "@server/workflow/digest";

/**
 * The desk's workflow in the store (replies, assignment, follow-ups, saved replies, the digest's
 * claims), against SQLite and a real PostgreSQL.
 */
const { backends } = storeBackends("workflow_store");

const reply = {
  subject: "Re: your website",
  body: "Hello Ayesha",
  author: "owner@company.example",
};
const digestSettings = { timeZone: "Asia/Karachi", digestHour: 8, deskUrl: "https://x.test/admin" };

describe.each(backends)("the %s store's workflow", (_name, backend) => {
  const { store, second } = freshStores(backend);

  it("queues a reply as a delivery; the first one marks the lead replied and is timed", async () => {
    const created = new Date("2026-11-20T09:00:00.000Z");
    const { id } = await store().storeLead(newLead({ now: created }));
    const first = new Date("2026-11-20T09:30:00.000Z");
    const queued = await store().queueReply(id, { ...reply, target: "ayesha@example.org" }, first);
    expect(queued).toMatchObject({ status: "replied", firstReplyAt: first.toISOString() });
    expect(typeof queued === "object" && queued.delivery).toMatchObject({
      kind: "reply",
      status: "pending",
      target: "ayesha@example.org",
      subject: reply.subject,
      body: reply.body,
      author: reply.author,
    });
    // A second reply is queued too, but the first reply's time stays.
    await store().setLeadStatus(id, "won", "owner@company.example");
    const again = await store().queueReply(
      id,
      { ...reply, target: "ayesha@example.org" },
      new Date("2026-11-21T00:00:00.000Z"),
    );
    expect(again).toMatchObject({ status: "won", firstReplyAt: first.toISOString() });
    const lead = await store().getLead(id);
    expect(lead?.firstReplyAt).toBe(first.toISOString());
    expect(lead?.deliveries.map((delivery) => delivery.kind)).toEqual(["notify", "reply", "reply"]);
    expect(
      await store().queueReply(id + 100, { ...reply, target: "x@example.org" }),
    ).toBeUndefined();

    const claimed = await store().claimDueDeliveries(Date.now(), { kinds: ["reply"] });
    expect(claimed).toHaveLength(2);
    expect(claimed[0]).toMatchObject({ subject: reply.subject, body: reply.body });
    expect(claimed[0]?.lead?.id).toBe(id);
    const log = await store().auditLog(10);
    expect(log.map((entry) => entry.detail)).toContain(`lead ${id}: new -> replied`);
  });

  it("queues a reply once per key, even from two servers at once, and refuses it reused", async () => {
    const { id } = await store().storeLead(newLead());
    const other = await second();
    const keyed = { ...reply, target: "ayesha@example.org", key: "one-reply-key-0123456789" };
    const results = await Promise.all([
      store().queueReply(id, keyed),
      other.queueReply(id, keyed),
      store().queueReply(id, keyed),
      other.queueReply(id, keyed),
    ]);
    const queued = results.filter((result) => typeof result === "object");
    expect(queued).toHaveLength(4);
    expect(queued.filter((result) => !result.repeated)).toHaveLength(1);
    expect(new Set(queued.map((result) => result.delivery.id)).size).toBe(1);
    const replies = (await store().getLead(id))?.deliveries.filter((d) => d.kind === "reply");
    expect(replies).toHaveLength(1);
    expect(await store().queueReply(id, { ...keyed, body: "Another text" })).toBe("key-reused");
    const { id: otherLead } = await store().storeLead(newLead());
    expect(await other.queueReply(otherLead, keyed)).toBe("key-reused");
    expect((await store().getLead(otherLead))?.status).toBe("new");
    // Without a key, every reply is a reply of its own.
    await store().queueReply(id, { ...reply, target: "ayesha@example.org" });
    await store().queueReply(id, { ...reply, target: "ayesha@example.org" });
    const all = (await store().getLead(id))?.deliveries.filter((d) => d.kind === "reply");
    expect(all).toHaveLength(3);
    const log = await store().auditLog(20);
    expect(log.filter((entry) => entry.action === "reply")).toHaveLength(3);
  });

  it("gives the median time to first reply per week", async () => {
    const monday = Date.parse("2026-11-16T00:00:00.000Z");
    const minutes = [10, 30, 50];
    for (const wait of minutes) {
      const { id } = await store().storeLead(newLead({ now: new Date(monday + wait * 1000) }));
      await store().queueReply(
        id,
        { ...reply, target: "a@example.org" },
        new Date(monday + wait * 1000 + wait * 60_000),
      );
    }
    const { id: later } = await store().storeLead(
      newLead({ now: new Date(monday + 8 * 86_400_000) }),
    );
    await store().queueReply(
      later,
      { ...reply, target: "a@example.org" },
      new Date(monday + 8 * 86_400_000 + 3_600_000),
    );
    await store().storeLead(newLead({ now: new Date(monday + 3600_000) }));
    expect(
      await store().medianFirstReplyByWeek(new Date(monday), new Date(monday + 14 * 86_400_000)),
    ).toEqual([
      { week: "2026-11-16", replied: 3, medianMs: 30 * 60_000 },
      { week: "2026-11-23", replied: 1, medianMs: 3_600_000 },
    ]);
  });

  it("assigns leads to owners, filters Mine, and logs each change", async () => {
    const ayesha = await store().addOwner("ayesha@company.example", "hash");
    const bilal = await store().addOwner("bilal@company.example", "hash");
    const { id: mine } = await store().storeLead(newLead());
    const { id: theirs } = await store().storeLead(newLead());
    expect(await store().assignLead(mine, ayesha.id, "ayesha@company.example")).toBe(true);
    expect(await store().assignLead(theirs, bilal.id, "ayesha@company.example")).toBe(true);
    expect(await store().assignLead(theirs, 9999, "ayesha@company.example")).toBe(false);
    expect(await store().assignLead(9999, ayesha.id, "ayesha@company.example")).toBe(false);
    const page = await store().listLeads({ assignee: ayesha.id }, { offset: 0, limit: 10 });
    expect(page.leads.map((lead) => lead.id)).toEqual([mine]);
    expect(page.leads[0]?.assignedTo).toBe(ayesha.id);
    expect(await store().assignLead(mine, null, "ayesha@company.example")).toBe(true);
    expect((await store().getLead(mine))?.assignedTo).toBeNull();
    const details = (await store().auditLog(10)).filter((entry) => entry.action === "assign");
    expect(details.map((entry) => entry.detail).reverse()).toEqual([
      `lead ${mine}: nobody -> ayesha@company.example`,
      `lead ${theirs}: nobody -> bilal@company.example`,
      `lead ${mine}: ayesha@company.example -> nobody`,
    ]);
    // An owner removed: their leads are nobody's.
    await store().removeOwner("bilal@company.example");
    expect((await store().getLead(theirs))?.assignedTo).toBeNull();
  });

  it("keeps follow-up days and lists Today and Overdue without closed leads", async () => {
    const ids = [];
    for (const [day, status] of [
      ["2026-11-27", "new"],
      ["2026-11-28", "replied"],
      ["2026-11-29", "new"],
      ["2026-11-20", "won"],
    ] as const) {
      const { id } = await store().storeLead(newLead());
      await store().setFollowUp(id, day, "owner@company.example");
      if (status !== "new") await store().setLeadStatus(id, status, "owner@company.example");
      ids.push(id);
    }
    const view = async (due: "today" | "overdue") =>
      (
        await store().listLeads(
          { due: { view: due, today: "2026-11-28" } },
          { offset: 0, limit: 9 },
        )
      ).leads.map((lead) => lead.id);
    expect(await view("today")).toEqual([ids[1]]);
    expect(await view("overdue")).toEqual([ids[0]]);
    expect((await store().getLead(ids[0] ?? 0))?.followUpOn).toBe("2026-11-27");
    expect(await store().setFollowUp(ids[0] ?? 0, null, "owner@company.example")).toBe(true);
    expect(await view("overdue")).toEqual([]);
    expect(await store().setFollowUp(9999, "2026-11-28", "x")).toBe(false);
    const details = (await store().auditLog(20)).filter((entry) => entry.action === "follow-up");
    expect(details[0]?.detail).toBe(`lead ${ids[0]}: 2026-11-27 -> none`);
  });

  it("starts with the seeded templates, which the owner can change, add and delete", async () => {
    const seeded = await store().listTemplates();
    expect(seeded.map((template) => template.name)).toEqual(seedTemplates.map((t) => t.name));
    const first = seeded[0];
    if (!first) throw new Error("no seed");
    const changed = await store().updateTemplate(first.id, {
      name: "Thanks",
      subject: "Hi {name}",
      body: "It's {unknown}",
    });
    expect(changed).toMatchObject({ id: first.id, name: "Thanks", body: "It's {unknown}" });
    const added = await store().addTemplate({ name: "New", subject: "S", body: "B" });
    expect(await store().deleteTemplate(added.id)).toBe(true);
    expect(await store().deleteTemplate(added.id)).toBe(false);
    expect(await store().updateTemplate(added.id, { name: "x", subject: "y", body: "z" })).toBe(
      undefined,
    );
    expect(await store().listTemplates()).toHaveLength(seedTemplates.length);
  });

  it("queues each owner's digest once a day, even from two servers, and none with nothing to say", async () => {
    const ayesha = await store().addOwner("ayesha@company.example", "hash");
    const bilal = await store().addOwner("bilal@company.example", "hash");
    const { id: hers } = await store().storeLead(newLead());
    await store().assignLead(hers, ayesha.id, "x");
    const { id: overdue } = await store().storeLead(newLead());
    await store().setFollowUp(overdue, "2026-11-27", "x");
    await store().setLeadStatus(overdue, "replied", "x");
    await store().assignLead(overdue, ayesha.id, "x");
    // 08:30 in Karachi (UTC+5) on 28 November.
    const now = new Date("2026-11-28T03:30:00.000Z");
    const other = await second();
    const counts = await Promise.all([
      runDigest(store(), digestSettings, now),
      runDigest(other, digestSettings, now),
    ]);
    // Ayesha has a new lead and an overdue follow-up; Bilal has nothing: no mail for him.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await runDigest(store(), digestSettings, new Date(now.getTime() + 3_600_000))).toBe(0);
    const digests = await store().claimDueDeliveries(Date.now(), { kinds: ["digest"] });
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({ target: "ayesha@company.example", lead: null });
    expect(digests[0]?.body).toContain(`#${hers} contact, new: https://x.test/admin/leads/${hers}`);
    expect(digests[0]?.body).toContain("Overdue follow-ups:");
    expect(digests[0]?.body).toContain(`#${overdue} contact, replied, follow up 2026-11-27`);
    expect(digests[0]?.body).not.toContain("Ayesha Malik");
    expect(bilal.id).toBeGreaterThan(0);
  });

  it("mails no digest to an editor, who sees no lead", async () => {
    await store().addOwner("ayesha@company.example", "hash");
    await store().addOwner("editor@company.example", "hash", "editor");
    await store().storeLead(newLead());
    expect(await runDigest(store(), digestSettings, new Date("2026-11-28T03:30:00.000Z"))).toBe(1);
    const digests = await store().claimDueDeliveries(Date.now(), { kinds: ["digest"] });
    expect(digests.map(({ target }) => target)).toEqual(["ayesha@company.example"]);
  });

  it("prunes sent digest mails and day claims older than two days, never a pending one", async () => {
    const owner = await store().addOwner("ayesha@company.example", "hash");
    const day = (date: string) => new Date(`${date}T03:30:00.000Z`);
    const mail = (n: number) => ({ target: owner.email, subject: `Digest ${n}`, body: "." });
    // Three days' digests: the two older ones sent, the newest one still pending.
    for (const [n, date] of ["2026-11-20", "2026-11-25", "2026-11-27"].entries()) {
      expect(await store().queueDigest(owner.id, date, mail(n), day(date))).toBe(true);
      if (n === 2) continue;
      const [claimed] = await store().claimDueDeliveries(day(date).getTime(), {
        kinds: ["digest"],
      });
      expect(claimed && (await store().markDeliverySent(claimed, day(date)))).toBe(true);
    }
    // A digest that failed for good is kept for the owner to see, however old.
    expect(await store().queueDigest(owner.id, "2026-11-19", mail(9), day("2026-11-19"))).toBe(
      true,
    );
    const [failing] = await store().claimDueDeliveries(day("2026-11-19").getTime(), {
      kinds: ["digest"],
    });
    expect(failing && (await store().markDeliveryFailed(failing, "refused", undefined))).toBe(true);

    const now = new Date("2026-11-28T03:30:00.000Z");
    expect(await store().pruneDigests(new Date(now.getTime() - 2 * 86_400_000))).toEqual({
      mails: 2,
      days: 3,
    });
    // The pruned days' claims are gone; the kept ones still hold their day.
    expect(await store().queueDigest(owner.id, "2026-11-27", null, now)).toBe(false);
    expect(await store().queueDigest(owner.id, "2026-11-20", null, now)).toBe(true);
    const left = await store().claimDueDeliveries(now.getTime(), { kinds: ["digest"] });
    expect(left.map(({ subject }) => subject)).toEqual(["Digest 2"]);
    expect(await store().pruneDigests(new Date(now.getTime() - 2 * 86_400_000))).toEqual({
      mails: 0,
      days: 0,
    });
  });

  it("sends no digest before the hour in the desk's time zone", async () => {
    await store().addOwner("ayesha@company.example", "hash");
    await store().storeLead(newLead());
    // 07:59 in Karachi is 02:59 UTC: too early; 08:00 there is 03:00 UTC.
    expect(await runDigest(store(), digestSettings, new Date("2026-11-28T02:59:00.000Z"))).toBe(0);
    expect(await runDigest(store(), digestSettings, new Date("2026-11-28T03:00:00.000Z"))).toBe(1);
    // The next day in Karachi starts at 19:00 UTC: a new digest at 08:00 there.
    expect(await runDigest(store(), digestSettings, new Date("2026-11-28T22:00:00.000Z"))).toBe(0);
    expect(await runDigest(store(), digestSettings, new Date("2026-11-29T03:00:00.000Z"))).toBe(1);
  });
});
