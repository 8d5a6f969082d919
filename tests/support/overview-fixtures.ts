import type { Store } from "@server/store/store";
import type { NewBeacon, NewPageView } from "@server/store/visits/visits";
import type { PostgresStore } from "@server/store/postgres";
import type { SqliteStore } from "@server/store/sqlite";
import { visitDay } from "@server/visits/visit-day";
import { newLead } from "./lead-fixtures";

/** Test data for the Overview: page views, beacons and leads with their visit, on any store. */

export const pageView = (overrides: Partial<NewPageView> & Pick<NewPageView, "day" | "hash">) => ({
  at: new Date(`${overrides.day}T06:00:00Z`),
  path: "/",
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  ...overrides,
});

export const beacon = (
  overrides: Partial<NewBeacon> & Pick<NewBeacon, "day" | "hash">,
): NewBeacon => ({
  at: new Date(`${overrides.day}T06:01:00Z`),
  path: "/",
  lcp: null,
  inp: null,
  cls: null,
  fcp: null,
  ttfb: null,
  timeOnPageMs: null,
  formOpened: null,
  ...overrides,
});

export interface LeadVisit {
  landingPage: string | null;
  source: string | null;
  campaign: string | null;
  pagesSeen: string[] | null;
  /**
   * The hash of the counted visitor (its page views stored first, that site day) the lead is
   * joined to; without one the lead has no counted visit, whatever its other columns say.
   */
  hash?: string;
}

/**
 * A lead created at `at` with its visit columns set as the lead join sets them. The join's own
 * write path belongs to server/visits/, so the columns are written here directly.
 */
export async function storeLeadWithVisit(
  store: Store,
  at: Date,
  visit: LeadVisit,
  status: "new" | "spam" = "new",
) {
  const { id } = await store.storeLead(newLead({ now: at, status, deliveries: [] }));
  const counted =
    visit.hash === undefined
      ? undefined
      : await store.visitorPageViews(visitDay(at), visit.hash, new Date(8.64e15), 1);
  if (visit.hash !== undefined && !counted) throw new Error(`no counted visitor ${visit.hash}`);
  const values = [
    visit.landingPage,
    visit.source,
    visit.campaign,
    visit.pagesSeen && JSON.stringify(visit.pagesSeen),
    counted?.visitor ?? null,
    id,
  ];
  const columns = ["landing_page", "visit_source", "visit_campaign", "pages_seen", "visitor"];
  if ("db" in store) {
    const set = columns.map((column) => `${column} = ?`).join(", ");
    (store as SqliteStore).db.prepare(`UPDATE submissions SET ${set} WHERE id = ?`).run(...values);
  } else {
    const set = columns.map((column, i) => `${column} = $${i + 1}`).join(", ");
    await (store as PostgresStore).pool.query(
      `UPDATE submissions SET ${set} WHERE id = $${columns.length + 1}`,
      values,
    );
  }
  return id;
}
