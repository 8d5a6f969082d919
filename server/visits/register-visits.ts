import type { FastifyInstance } from "fastify";
import type { VisitSettings } from "../config";
import type { SitePages } from "../site-pages";
import type { Store } from "../store/store";
import { beaconRoute } from "./beacon-route";
import { leadVisits } from "./lead-visit";
import { visitRecorder } from "./visit-recorder";
import { viewLimit } from "./view-limit";
import { daySalts } from "./visitor-hash";

/** How often the server looks whether the day has turned, to rotate the salt without traffic. */
const dayCheckMs = 60_000;

/**
 * Visits (decisions 0115 and 0196): page views counted as pages are served, without cookies, the
 * beacon's endpoint, and the visit each lead came from. Returns what the pages and the forms call.
 */
export async function registerVisits(
  app: FastifyInstance,
  {
    store,
    pages,
    settings,
    siteHosts,
    now,
  }: {
    store: Store;
    pages: SitePages;
    settings: VisitSettings;
    /** The host names page views are counted for (server/visits/site-hosts.ts). */
    siteHosts: ReadonlySet<string>;
    /** The clock (tests move it to the next day). */
    now?: () => Date;
  },
) {
  const salts = daySalts(store, now);
  const recorder = visitRecorder({
    store,
    salts,
    siteHosts,
    viewLimit: viewLimit({
      max: settings.pageViewRateLimitMax,
      now: now ? () => now().getTime() : undefined,
    }),
    now,
    pageViewGatherMs: settings.pageViewGatherMs,
    onError: (error, kind, count) => app.log.warn({ err: error, count }, `${kind} not stored`),
  });
  // The salt rotates when the day turns even if no one visits: yesterday's is deleted then.
  const rotate = () => void salts.today().salt.catch(() => {});
  rotate();
  const dayCheck = setInterval(rotate, dayCheckMs).unref();
  app.decorate("visits", recorder);
  app.addHook("onClose", async () => {
    clearInterval(dayCheck);
    await recorder.settled();
  });
  await app.register(beaconRoute, {
    recorder,
    pages,
    rateLimitMax: settings.beaconRateLimitMax,
  });
  return {
    countPageView: recorder.countPageView,
    leadVisit: leadVisits({ store, salts, recorder }),
    recorder,
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Page views and beacons on their way to the store (tests wait for them to settle). */
    visits: import("./visit-recorder").VisitRecorder;
  }
}
