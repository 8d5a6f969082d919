import { describe, expect, it } from "vitest";
import { newLead as lead } from "@tests/support/lead-fixtures";
import { freshStores, storeBackends } from "@tests/support/store-backends";

/** The form endpoint's writes, on SQLite and on PostgreSQL: replays, batches, what a lead keeps. */
const { backends } = storeBackends("intake");

describe.each(backends)("the intake of the %s store", (_name, backend) => {
  const { store } = freshStores(backend);

  it("recognises a replay by its submission key and queues its deliveries once", async () => {
    const first = await store().storeLead(lead({ submissionKey: "key-1" }));
    const again = await store().storeLead(lead({ submissionKey: "key-1", now: new Date() }));
    expect(first.replay).toBe(false);
    expect(again).toEqual({ id: first.id, replay: true });
    // The same key on another form is another submission.
    const other = await store().storeLead(
      lead({ submissionKey: "key-1" }, { form: "newsletter", name: null, message: null }),
    );
    expect(other.replay).toBe(false);
    expect(await store().countLeads()).toBe(2);
    expect((await store().getLead(first.id))?.deliveries).toHaveLength(1);
  });

  it("treats the same keyless post within the window as a replay, and not after it", async () => {
    const start = new Date("2026-11-23T10:00:00.000Z");
    const windowMs = 10 * 60_000;
    const first = await store().storeLead(lead({ duplicateWindowMs: windowMs, now: start }));
    const soon = new Date(start.getTime() + 60_000);
    expect(await store().storeLead(lead({ duplicateWindowMs: windowMs, now: soon }))).toEqual({
      id: first.id,
      replay: true,
    });
    const otherMessage = await store().storeLead(
      lead({ duplicateWindowMs: windowMs, now: soon }, { message: "Something else" }),
    );
    expect(otherMessage.replay).toBe(false);
    // Two posts without a message match each other too.
    const noMessage = await store().storeLead(
      lead({ duplicateWindowMs: windowMs, now: soon }, { message: null }),
    );
    expect(
      await store().storeLead(lead({ duplicateWindowMs: windowMs, now: soon }, { message: null })),
    ).toEqual({ id: noMessage.id, replay: true });
    const later = new Date(start.getTime() + windowMs + 60_000);
    const after = await store().storeLead(lead({ duplicateWindowMs: windowMs, now: later }));
    expect(after.replay).toBe(false);
    expect(await store().countLeads()).toBe(4);
  });

  it("stores a batch all or nothing, with replays inside the batch recognised", async () => {
    const results = await store().storeLeads([
      lead({ submissionKey: "a" }),
      lead({ submissionKey: "b" }, { email: "b@example.org" }),
      lead({ submissionKey: "a" }),
    ]);
    expect(results.map((result) => result.replay)).toEqual([false, false, true]);
    expect(results[2]?.id).toBe(results[0]?.id);
    expect(results[0]?.id).toBeLessThan(results[1]?.id ?? 0);

    const broken = lead({ submissionKey: "d" }, { form: "careers" as never });
    await expect(
      store().storeLeads([lead({ submissionKey: "c" }), broken, lead({ submissionKey: "e" })]),
    ).rejects.toThrow();
    expect(await store().countLeads()).toBe(2);
    // Nothing of the failed batch was kept: its keys are new again.
    expect((await store().storeLead(lead({ submissionKey: "c" }))).replay).toBe(false);
  });

  it("keeps status, spam reason and attribution", async () => {
    const attribution = {
      page: "/contact-us",
      firstPage: "/?utm_source=news&utm_campaign=launch",
      referrer: "https://news.example",
      utmSource: "news",
      utmMedium: "email",
      utmCampaign: "launch",
      utmTerm: "web design",
      utmContent: "hero",
    };
    const { id } = await store().storeLead(
      lead({ attribution, status: "spam", spamReason: "link-heavy", deliveries: [] }),
    );
    expect(await store().getLead(id)).toMatchObject({
      id,
      form: "contact",
      name: "Ayesha Malik",
      status: "spam",
      spamReason: "link-heavy",
      attribution,
      notes: [],
      deliveries: [],
    });
  });
});
