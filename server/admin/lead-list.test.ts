import { afterEach, describe, expect, it } from "vitest";
import type { LeadListPage } from "@contracts/desk";
import { newLead } from "@tests/support/lead-fixtures";
import { startTestDesk, testOrigin, type TestDesk } from "@tests/support/test-desk";

let desk: TestDesk | undefined;
afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

describe("GET /admin/api/leads (issue 44)", () => {
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
});
