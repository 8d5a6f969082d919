import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TimelineEvent } from "@contracts/people";
import { newLead } from "@tests/support/lead-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import type { Store } from "../store";
import { migrateSqlite } from "../migrations/sqlite";
import { openSqliteStore } from "../sqlite";
import { phoneKey } from "./keys";

/**
 * People (one by e-mail or phone, whatever its case) on both backends: who is one person, split,
 * join, the timeline.
 */

const { backends, dir } = storeBackends("people");

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
const from = (minute: number, fields: Parameters<typeof newLead>[1]) =>
  newLead({ now: at(minute) }, { phone: null, ...fields });

describe("phone keys", () => {
  it("reads Pakistani numbers in any usual writing as one E.164 number", () => {
    expect(phoneKey("+92 300 1234567")).toBe("+923001234567");
    expect(phoneKey("03001234567")).toBe("+923001234567");
    expect(phoneKey("0300-1234567")).toBe("+923001234567");
    expect(phoneKey("12")).toBeNull();
    expect(phoneKey("call me")).toBeNull();
  });
});

describe.each(backends)("people in the %s store", (_name, backend) => {
  const open = async () => (await backend.fresh())();
  let store: Store;
  beforeEach(async () => {
    store = await open();
  }, 30_000);
  afterEach(async () => {
    await store.close();
  });

  const personOf = async (id: number) => (await store.getLead(id))?.personId;
  const types = (events: TimelineEvent[] | undefined) => events?.map((event) => event.type);

  it("makes Ali@Example.com and ali@example.com one person, leads in time order", async () => {
    const first = await store.storeLead(from(1, { email: "Ali@Example.com", message: "One" }));
    const second = await store.storeLead(from(2, { email: "ali@example.com", message: "Two" }));
    const other = await store.storeLead(from(3, { email: "someone@example.com" }));
    const person = await personOf(first.id);
    expect(person).toBeDefined();
    expect(await personOf(second.id)).toBe(person);
    expect(await personOf(other.id)).not.toBe(person);
    expect((await store.getLead(second.id))?.personLeads).toBe(2);
    const timeline = await store.getPerson(person as number);
    expect(timeline?.emails).toEqual(["Ali@Example.com", "ali@example.com"]);
    expect(
      timeline?.events.flatMap((event) => (event.type === "submission" ? [event.lead.id] : [])),
    ).toEqual([first.id, second.id]);
    // Each lead's notification is on the timeline after its submission.
    expect(types(timeline?.events)).toEqual(["submission", "delivery", "submission", "delivery"]);
  });

  it("makes +92 300 1234567 and 03001234567 one person; a number it cannot read joins nobody", async () => {
    const first = await store.storeLead(
      from(1, { email: "a@example.org", phone: "+92 300 1234567" }),
    );
    const second = await store.storeLead(from(2, { email: "b@example.org", phone: "03001234567" }));
    expect(await personOf(second.id)).toBe(await personOf(first.id));
    const odd = await store.storeLead(from(3, { email: "c@example.org", phone: "12" }));
    const odder = await store.storeLead(from(4, { email: "d@example.org", phone: "12" }));
    expect(await personOf(odder.id)).not.toBe(await personOf(odd.id));
  });

  it("joins A and B when a lead has A's e-mail and B's phone, also within one batch", async () => {
    const a = await store.storeLead(from(1, { email: "a@example.org" }));
    const b = await store.storeLead(from(2, { email: "b@example.org", phone: "03001234567" }));
    expect(await personOf(b.id)).not.toBe(await personOf(a.id));
    const [both, again] = await store.storeLeads([
      from(3, { email: "A@example.org", phone: "+923001234567" }),
      from(4, { email: "b@example.org", message: "Another" }),
    ]);
    const person = await personOf(a.id);
    for (const lead of [b, both, again]) expect(await personOf(lead?.id as number)).toBe(person);
    expect((await store.getPerson(person as number))?.leadCount).toBe(4);
  });

  it("splits a lead out, logged and on both timelines, and keeps it apart until joined by hand", async () => {
    const first = await store.storeLead(from(1, { email: "ali@example.com" }));
    const wrong = await store.storeLead(
      from(2, { email: "ali@example.com", phone: "03001234567", name: "Another Ali" }),
    );
    const person = (await personOf(first.id)) as number;
    expect(await store.splitLead(wrong.id, "owner@example.com", at(5))).toEqual({
      personId: wrong.id,
    });
    expect(await store.splitLead(wrong.id, "owner@example.com")).toBe("alone");
    expect(await store.splitLead(999_999, "owner@example.com")).toBe("no-lead");
    expect(await personOf(wrong.id)).toBe(wrong.id);
    expect(await personOf(first.id)).toBe(person);
    expect((await store.auditLog(5)).map((entry) => entry.action)).toContain("split");
    for (const id of [person, wrong.id])
      expect(types((await store.getPerson(id))?.events)).toContain("split");

    // A new lead with the first's e-mail and the split lead's phone does not undo the split.
    const later = await store.storeLead(
      from(6, { email: "ali@example.com", phone: "+92 300 1234567" }),
    );
    expect(await personOf(later.id)).toBe(person);
    expect(await personOf(wrong.id)).toBe(wrong.id);

    expect(await store.joinPeople(wrong.id, person, "owner@example.com", at(7))).toEqual({
      personId: person,
    });
    expect(await store.joinPeople(person, person, "owner@example.com")).toBe("same");
    expect(await store.joinPeople(person, 999_999, "owner@example.com")).toBe("no-person");
    expect(await personOf(wrong.id)).toBe(person);
    expect((await store.auditLog(5)).map((entry) => entry.action)).toContain("join");
    const timeline = await store.getPerson(person);
    expect(types(timeline?.events)?.filter((type) => type === "split" || type === "join")).toEqual([
      "split",
      "join",
    ]);
    expect(timeline?.names).toEqual(["Ayesha Malik", "Another Ali"]);
    expect(await store.getPerson(wrong.id)).toBeUndefined();
  });

  it("puts status changes on the timeline with their actor, and erases them with the lead", async () => {
    const lead = await store.storeLead(from(1, { email: "ali@example.com" }));
    await store.setLeadStatus(lead.id, "replied", "owner@example.com");
    await store.setLeadStatus(lead.id, "replied", "owner@example.com");
    await store.setLeadStatus(lead.id, "won", "other@example.com");
    const person = (await personOf(lead.id)) as number;
    const changes = (await store.getPerson(person))?.events.filter(
      (event) => event.type === "status",
    );
    expect(changes).toMatchObject([
      { leadId: lead.id, actor: "owner@example.com", from: "new", to: "replied" },
      { leadId: lead.id, actor: "other@example.com", from: "replied", to: "won" },
    ]);
    const twin = await store.storeLead(from(2, { email: "ali@example.com" }));
    await store.splitLead(twin.id, "owner@example.com");
    expect(await store.eraseByEmail("ali@example.com", "owner@example.com")).toBe(2);
    expect(await store.getPerson(person)).toBeUndefined();
  });
});

describe("the people migration", () => {
  it("keys and joins the leads of an older SQLite file", async () => {
    const file = path.join(dir(), "schema-3.sqlite");
    const old = new Database(file);
    migrateSqlite(old, 3);
    const insert = old.prepare(
      "INSERT INTO submissions (form, created_at, email, phone) VALUES ('contact', ?, ?, ?)",
    );
    insert.run("2026-10-01T09:00:00.000Z", "Ali@Example.com", null);
    insert.run("2026-10-02T09:00:00.000Z", "x@example.org", "03001234567");
    insert.run("2026-10-03T09:00:00.000Z", "ali@example.com", "+92 300 1234567");
    insert.run("2026-10-04T09:00:00.000Z", "z@example.org", null);
    old.close();
    const store = openSqliteStore(file);
    try {
      const people = await Promise.all(
        [1, 2, 3, 4].map(async (id) => (await store.getLead(id))?.personId),
      );
      expect(people).toEqual([1, 1, 1, 4]);
      const later = await store.storeLead(from(9, { email: "X@example.org" }));
      expect((await store.getLead(later.id))?.personId).toBe(1);
    } finally {
      await store.close();
    }
  });
});
