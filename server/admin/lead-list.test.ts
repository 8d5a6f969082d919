import { afterEach, describe, expect, it } from "vitest";
import type { LeadListPage } from "@contracts/desk";
import { newLead } from "@tests/support/lead-fixtures";
import { startTestDesk, testOrigin, type TestDesk } from "@tests/support/test-desk";

let desk: TestDesk | undefined;
afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

describe("GET /admin/api/leads: previews and counts", () => {
  it("sends each lead's first line as its preview, cut to 140 characters, and the counts per status", async () => {
    const started = (desk = await startTestDesk());
    const long = `${"Ünïcode ".repeat(30)}end`;
    await started.store.storeLead(
      newLead({}, { message: `  Short first line.  \r\nSecond line.` }),
    );
    await started.store.storeLead(newLead({}, { message: `${long}\nmore` }));
    await started.store.storeLead(
      newLead({ status: "spam", spamReason: "honeypot" }, { message: null }),
    );
    const signIn = await started.signIn();
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

    const response = await started.app.inject({
      url: "/admin/api/leads?status=new",
      headers: { cookie, origin: testOrigin },
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<LeadListPage>();
    expect(page.counts).toEqual({ new: 2, replied: 0, won: 0, lost: 0, spam: 1 });
    expect(page.total).toBe(2);
    const [cut, short] = page.leads;
    expect(short?.preview).toBe("Short first line.");
    expect([...(cut?.preview ?? "")]).toHaveLength(140);
    expect(cut?.preview).toMatch(/^Ünïcode Ünïcode .*…$/u);
    expect(page.leads.every((lead) => !("message" in lead))).toBe(true);
  });

  it("counts each status to 500 under a search, and pages past it", async () => {
    const started = (desk = await startTestDesk());
    await started.store.storeLeads(
      Array.from({ length: 530 }, (_, index) =>
        newLead(
          { deliveries: [] },
          { email: `p${index}@example.org`, message: `Plumbing ${index}` },
        ),
      ),
    );
    const signIn = await started.signIn();
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const list = async (query: string) =>
      (
        await started.app.inject({ url: `/admin/api/leads?${query}`, headers: { cookie } })
      ).json<LeadListPage>();

    const first = await list("search=plumbing");
    expect(first).toMatchObject({ total: 500, capped: ["new"], more: true, page: 1, pageSize: 25 });
    expect(first.counts.new).toBe(500);
    // Page 21 and 22 lie past the 500 counted; 22 is the last (530 leads).
    expect(await list("search=plumbing&page=21")).toMatchObject({ page: 21, more: true });
    const last = await list("search=plumbing&page=22");
    expect(last).toMatchObject({ page: 22, more: false });
    expect(last.leads).toHaveLength(5);
    // Without a search, every count is exact.
    expect(await list("")).toMatchObject({ total: 530, capped: [], more: true });
  });
});
