import { describe, expect, it } from "vitest";
import { newLead as lead } from "@tests/support/lead-fixtures";
import { freshStores, storeBackends } from "@tests/support/store-backends";
import { noAttribution } from "../intake/intake";
import type { LeadQuery } from "./desk";

/** The desk's reads and changes, on SQLite and on PostgreSQL: status, notes, filters, search, export. */
const { backends } = storeBackends("desk");

describe.each(backends)("the desk section of the %s store", (_name, backend) => {
  const { store } = freshStores(backend);

  it("changes status and keeps notes, in order", async () => {
    const { id } = await store().storeLead(lead());
    expect(await store().setLeadStatus(id, "won", "owner@agency.example")).toBe(true);
    expect(await store().setLeadStatus(id + 1000, "won", "owner@agency.example")).toBe(false);
    const first = await store().addNote(id, "owner@agency.example", "Called back.");
    const next = await store().addNote(id, "owner@agency.example", "Sent the quote.");
    expect(first).toMatchObject({
      leadId: id,
      author: "owner@agency.example",
      body: "Called back.",
    });
    expect(await store().addNote(id + 1000, "x", "no such lead")).toBeUndefined();
    const detail = await store().getLead(id);
    expect(detail?.status).toBe("won");
    expect(detail?.notes.map((note) => note.id)).toEqual([first?.id, next?.id]);
    expect(await store().getLead(id + 1000)).toBeUndefined();
    expect((await store().auditLog(10))[0]).toMatchObject({
      actor: "owner@agency.example",
      action: "status",
    });
  });

  it("filters, searches and pages newest first", async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
    await store().storeLeads([
      lead({ now: day(1) }, { name: "Ali Raza", email: "ali@example.org", message: "50% off?" }),
      lead({ now: day(2), status: "spam", spamReason: "links" }, { message: "Buy now" }),
      lead(
        { now: day(3), attribution: { ...noAttribution, utmCampaign: "launch" } },
        { form: "quote", name: "Sara", email: "SARA@Example.org", message: "under_score" },
      ),
      lead(
        { now: day(4), attribution: { ...noAttribution, utmCampaign: "launch" } },
        {
          form: "newsletter",
          name: null,
          email: "news@example.org",
          message: null,
        },
      ),
      lead({ now: day(5) }, { name: "Zoë", email: "zoe@example.org", message: "Hello" }),
    ]);
    const page = (query: LeadQuery, offset = 0, limit = 10) =>
      store().listLeads(query, { offset, limit });
    const emails = async (query: LeadQuery) => (await page(query)).leads.map((row) => row.email);

    const all = await page({}, 1, 2);
    expect(all.total).toBe(5);
    expect(all.leads.map((row) => row.createdAt)).toEqual([
      day(4).toISOString(),
      day(3).toISOString(),
    ]);
    expect(await emails({ form: "quote" })).toEqual(["SARA@Example.org"]);
    expect(await emails({ status: "spam" })).toHaveLength(1);
    expect(await emails({ campaign: "launch" })).toEqual(["news@example.org", "SARA@Example.org"]);
    expect(await emails({ search: "sara@EXAMPLE" })).toEqual(["SARA@Example.org"]);
    expect(await emails({ search: "ALI RA" })).toEqual(["ali@example.org"]);
    // % and _ are literal characters of the search, not wildcards.
    expect(await emails({ search: "50%" })).toEqual(["ali@example.org"]);
    expect(await emails({ search: "%" })).toEqual(["ali@example.org"]);
    expect(await emails({ search: "e_a" })).toEqual([]);
    expect(await emails({ search: "_" })).toEqual(["SARA@Example.org"]);
    expect(
      await emails({ from: day(2).toISOString(), to: day(4).toISOString(), status: "new" }),
    ).toEqual(["SARA@Example.org"]);
    expect((await page({ campaign: "launch", form: "quote" })).total).toBe(1);
    expect(await store().countLeads("quote")).toBe(1);
    expect(await store().countRecentByEmail("sara@example.ORG", day(3))).toBe(1);
    expect(await store().countRecentByEmail("sara@example.org", day(4))).toBe(0);
  });

  it("streams every lead newest first across batches", { timeout: 30_000 }, async () => {
    const count = 1234;
    await store().storeLeads(
      Array.from({ length: count }, (_, index) =>
        lead({ submissionKey: `stream-${index}`, deliveries: [] }, { message: `m${index}` }),
      ),
    );
    await store().storeLead(lead({ deliveries: [] }, { form: "quote", message: "quote" }));
    const ids: number[] = [];
    for await (const row of store().streamLeads({ form: "contact" })) ids.push(row.id);
    expect(ids).toHaveLength(count);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    let seen = 0;
    for await (const row of store().streamLeads({ search: "m12" })) {
      expect(row.message).toMatch(/m12/);
      seen++;
    }
    // m12, m120…m129, m1200…m1233
    expect(seen).toBe(1 + 10 + 34);
  });
});
