import type { FastifyRequest } from "fastify";
import { cleanAttribution, utmParameters } from "@contracts/attribution";
import type { VisitBeacon } from "@contracts/visits";
import type { NewBeacon, NewPageView, VisitStore } from "../store/visits/visits";
import { batchWriter } from "./batch-writer";
import { countedUserAgent } from "./counted-request";
import { shippedReferrerSpam, type ReferrerSpamList } from "./referrer-spam";
import { hostName } from "./site-hosts";
import { visitDay } from "./visit-day";
import type { ViewLimit } from "./view-limit";
import { visitorHash, type DaySalts } from "./visitor-hash";

/**
 * Who sent a request, as long as it waits in memory to be written: the hash is made when its
 * batch is written, and the address and user agent go no further, so none is ever stored.
 */
interface Sender {
  at: Date;
  day: string;
  address: string;
  userAgent: string;
}

type Pending<Event> = Sender & { event: Omit<Event, "at" | "day" | "hash"> };

const senderOf = (request: FastifyRequest, at: Date, userAgent: string): Sender => ({
  at,
  day: visitDay(at),
  address: request.ip,
  userAgent,
});

/** A referrer as a page view keeps it: its origin and host, or null for none or this site's. */
function referrerOf(referrer: string | undefined, siteHosts: ReadonlySet<string>) {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (siteHosts.has(url.hostname.replace(/\.$/, ""))) return null;
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    const origin = cleanAttribution("referrer", url.origin);
    return origin === null ? null : { origin, host: url.hostname };
  } catch {
    return null;
  }
}

/**
 * A page view's query: utm_source and utm_campaign, cleaned by the forms' attribution rules.
 * The other utm values are not kept: nothing reads them from a view, and each is up to 200
 * characters of a stranger's text per request.
 */
const utmOf = (query: URLSearchParams) => ({
  utmSource: cleanAttribution("utmSource", query.get(utmParameters.utmSource)),
  utmMedium: null,
  utmCampaign: cleanAttribution("utmCampaign", query.get(utmParameters.utmCampaign)),
  utmTerm: null,
  utmContent: null,
});

export interface VisitRecorderOptions {
  store: VisitStore;
  salts: DaySalts;
  /** The host names views are counted for (server/visits/site-hosts.ts); others are not. */
  siteHosts: ReadonlySet<string>;
  /** Views counted per client group and minute (server/visits/view-limit.ts). */
  viewLimit: ViewLimit;
  /** Referrers whose views are not counted (server/visits/referrer-spam.ts). */
  referrerSpam?: ReferrerSpamList;
  now?: () => Date;
  /** Events waiting to be written at most, per kind (page views, beacons). */
  maxQueued?: number;
  /**
   * How long page views gather before their batch is written, ms: nobody waits for them, and one
   * transaction (one fsync) for 25 ms of views costs less than one per turn of the event loop.
   * Beacons, whose senders wait for their commit, are written as they come.
   */
  pageViewGatherMs?: number;
  /** A batch could not be written. */
  onError?: (error: unknown, kind: "page views" | "beacons", count: number) => void;
}

/**
 * Page views and beacons, each written in batches (server/visits/batch-writer.ts). A page view
 * is never waited for: the page is answered at once and its view is dropped (and counted) when
 * the queue is full. A beacon is answered once its batch is stored.
 */
export function visitRecorder({
  store,
  salts,
  siteHosts,
  viewLimit,
  referrerSpam = shippedReferrerSpam,
  now = () => new Date(),
  maxQueued,
  pageViewGatherMs = 25,
  onError,
}: VisitRecorderOptions) {
  /** Events from before the day turned are dropped: their day's salt is gone (or going). */
  let late = 0;
  /** Pages served but not counted, by why (besides bots and prefetches). */
  const skipped = { unknownHost: 0, spamReferrer: 0 };
  async function hashed<Event>(pending: Array<Pending<Event>>) {
    const { day, salt } = salts.today();
    const key = await salt;
    const today = pending.filter((sent) => sent.day === day);
    late += pending.length - today.length;
    return today.map((sent) => ({
      ...sent.event,
      at: sent.at,
      day,
      hash: visitorHash(key, sent.address, sent.userAgent),
    }));
  }

  const pageViews = batchWriter<Pending<NewPageView>>(
    async (pending) => store.storePageViews((await hashed(pending)) as NewPageView[]),
    {
      maxQueued,
      gatherMs: pageViewGatherMs,
      onError: (error, count) => onError?.(error, "page views", count),
    },
  );
  const beacons = batchWriter<Pending<NewBeacon>>(
    async (pending) => store.storeBeacons((await hashed(pending)) as NewBeacon[]),
    { maxQueued, onError: (error, count) => onError?.(error, "beacons", count) },
  );

  return {
    /**
     * Counts a page answered 200 or 304, unless it is a HEAD, a bot's or a prefetch
     * (server/visits/counted-request.ts), for another host than the site's, from a listed
     * referrer spammer, or beyond its client's views of the minute. Returns at once.
     */
    countPageView(request: FastifyRequest, path: string, query: URLSearchParams) {
      const userAgent = countedUserAgent(request);
      if (!userAgent) return;
      const host = hostName(request.host);
      if (host === null || !siteHosts.has(host)) return void skipped.unknownHost++;
      const referrer = referrerOf(request.headers.referer, siteHosts);
      if (referrer && referrerSpam.lists(referrer.host)) return void skipped.spamReferrer++;
      if (!viewLimit.take(request.ip)) return;
      pageViews.offer({
        ...senderOf(request, now(), userAgent),
        event: { path, referrer: referrer?.origin ?? null, ...utmOf(query) },
      });
    },
    /** Stores a checked beacon; settles once it is committed (QueueFull when too many wait). */
    storeBeacon(request: FastifyRequest, beacon: VisitBeacon) {
      return beacons.add({
        ...senderOf(request, now(), request.headers["user-agent"] ?? ""),
        event: {
          path: beacon.path,
          lcp: beacon.lcp ?? null,
          inp: beacon.inp ?? null,
          cls: beacon.cls ?? null,
          fcp: beacon.fcp ?? null,
          ttfb: beacon.ttfb ?? null,
          timeOnPageMs: beacon.timeOnPageMs ?? null,
          formOpened: beacon.formOpened ?? null,
        },
      });
    },
    /** Settles once every page view counted before the call has been written (or failed). */
    pageViewsSettled: () => pageViews.settled(),
    /** Settles once everything queued before the call has been written (or failed). */
    settled: () => Promise.all([pageViews.settled(), beacons.settled()]).then(() => {}),
    counts: () => ({
      pageViews: pageViews.counts(),
      beacons: beacons.counts(),
      late,
      notCounted: { ...skipped, overLimit: viewLimit.counts().refused },
    }),
  };
}

export type VisitRecorder = ReturnType<typeof visitRecorder>;
