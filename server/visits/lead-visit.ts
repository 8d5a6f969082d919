import type { FastifyRequest } from "fastify";
import type { VisitStore } from "../store/visits/visits";
import type { NewLead } from "../store/intake/intake";
import { viewSource } from "../store/visits/day-keys";
import { visitorHash, type DaySalts } from "./visitor-hash";
import type { VisitRecorder } from "./visit-recorder";

/** The pages a lead keeps of its visit, in order. */
export const maxPagesSeen = 20;

/**
 * The visit a form post came from (decision 0115): the same day's hash of the same client,
 * looked up among the day's counted page views, never through a cookie. The landing page is the
 * visitor's first view of the day; its utm_source, else its referrer's host, else "direct", is
 * the source, and its utm_campaign the campaign. Null when that visitor was not counted today
 * (another address, a bot's user agent, or no page seen through this server).
 */
export function leadVisits({
  store,
  salts,
  recorder,
}: {
  store: VisitStore;
  salts: DaySalts;
  recorder: Pick<VisitRecorder, "pageViewsSettled">;
}) {
  return async function leadVisit(request: FastifyRequest, now: Date): Promise<NewLead["visit"]> {
    const userAgent = request.headers["user-agent"];
    if (!userAgent) return null;
    const { day, salt } = salts.today();
    let found: Awaited<ReturnType<VisitStore["visitorPageViews"]>>;
    try {
      // The pages just seen may still be waiting in memory for their batch.
      await recorder.pageViewsSettled();
      const hash = visitorHash(await salt, request.ip, userAgent);
      found = await store.visitorPageViews(day, hash, now, maxPagesSeen);
    } catch (error) {
      // The lead matters more than where it came from: it is stored without its visit.
      request.log.warn({ err: error }, "the lead's visit could not be read");
      return null;
    }
    const landing = found?.views[0];
    if (!found || !landing) return null;
    return {
      visitor: found.visitor,
      landingPage: landing.path,
      source: viewSource(landing),
      campaign: landing.utmCampaign,
      pagesSeen: found.views.map((view) => view.path),
    };
  };
}
