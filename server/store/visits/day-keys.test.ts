import { afterEach, describe, expect, it } from "vitest";
import { pageView } from "@tests/support/overview-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import type { Store } from "../store";
import { dayKeyLimits } from "./day-keys";

/**
 * The day's distinct sources and campaigns are capped on both stores: past fifty, a new one is
 * stored as "other" (raw row, Overview and lead's visit alike), a known one still counts as
 * itself, the next day has room again; on PostgreSQL, servers storing at once never overshoot.
 */

const { backends } = storeBackends("day_keys");
const open: Store[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});

const day = "2026-12-01";
const nextDay = "2026-12-02";
const limit = dayKeyLimits.source;

/** The stored source and campaign of a visitor's first view, as the lead's visit reads them. */
async function storedAs(store: Store, viewDay: string, hash: string) {
  const found = await store.visitorPageViews(viewDay, hash, new Date("2026-12-31"), 1);
  const view = found?.views[0];
  return [view?.utmSource ?? view?.referrer ?? "direct", view?.utmCampaign ?? null];
}

describe.each(backends)("the day's sources and campaigns on %s", (_name, backend) => {
  const openStore = async (opened: () => Promise<Store>) => {
    const store = await opened();
    open.push(store);
    return store;
  };

  it("keeps fifty of each a day, the rest counted as other", async () => {
    const store = await openStore(await backend.fresh());
    const views = Array.from({ length: limit + 10 }, (_, i) =>
      pageView({ day, hash: `h${i}`, utmSource: `source-${i}`, utmCampaign: `campaign-${i}` }),
    );
    await store.storePageViews(views.slice(0, 30));
    await store.storePageViews(views.slice(30));
    expect(await storedAs(store, day, "h0")).toEqual(["source-0", "campaign-0"]);
    expect(await storedAs(store, day, `h${limit - 1}`)).toEqual([
      `source-${limit - 1}`,
      `campaign-${limit - 1}`,
    ]);
    expect(await storedAs(store, day, `h${limit}`)).toEqual(["other", "other"]);
    // A referrer host is a source too; a known source still counts as itself; direct is free.
    await store.storePageViews([
      pageView({ day, hash: "r", referrer: "https://new.example.org" }),
      pageView({ day, hash: "k", utmSource: "source-3", utmCampaign: "campaign-4" }),
      pageView({ day, hash: "d" }),
      pageView({ day: nextDay, hash: "n", utmSource: "source-99", utmCampaign: "late" }),
    ]);
    expect(await storedAs(store, day, "r")).toEqual(["other", null]);
    expect(await storedAs(store, day, "k")).toEqual(["source-3", "campaign-4"]);
    expect(await storedAs(store, day, "d")).toEqual(["direct", null]);
    expect(await storedAs(store, nextDay, "n")).toEqual(["source-99", "late"]);
  });

  it("never holds more than fifty, however many servers add at once", async () => {
    const opened = await backend.fresh();
    const stores = await Promise.all([openStore(opened), openStore(opened), openStore(opened)]);
    // Twelve batches at once, each bringing ten new sources, spread over the three stores.
    await Promise.all(
      Array.from({ length: 12 }, (_, batch) =>
        (stores[batch % 3] as Store).storePageViews(
          Array.from({ length: 10 }, (_, i) =>
            pageView({ day, hash: `b${batch}-${i}`, utmSource: `s${batch}-${i}` }),
          ),
        ),
      ),
    );
    const sources = new Set<string>();
    for (let batch = 0; batch < 12; batch++)
      for (let i = 0; i < 10; i++)
        sources.add(String((await storedAs(stores[0] as Store, day, `b${batch}-${i}`))[0]));
    sources.delete("other");
    expect(sources.size).toBe(limit);
  });
});
