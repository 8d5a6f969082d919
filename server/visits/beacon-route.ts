import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { beaconBodyLimit, beaconPath } from "@contracts/visits";
import { visitBeaconSchema } from "@contracts/visits-schema";
import { clientGroup } from "../client-group";
import type { SitePages } from "../site-pages";
import { QueueFull } from "./batch-writer";
import type { VisitRecorder } from "./visit-recorder";

export interface BeaconRouteOptions {
  recorder: Pick<VisitRecorder, "storeBeacon">;
  pages: SitePages;
  /** Beacons per client (an IPv4 address, an IPv6 /64) per minute. */
  rateLimitMax: number;
}

class BeaconRefusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The body as sent: navigator.sendBeacon sends a string as text/plain, fetch may say JSON. */
function parseBeaconJson(
  _request: FastifyRequest,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
) {
  try {
    done(null, JSON.parse(body));
  } catch {
    done(new BeaconRefusal(400, "The beacon must be JSON."));
  }
}

/**
 * POST /api/visits/beacon (decision 0196): one page view's vitals, time on page and first opened
 * form, sent by the page at hide. Refused whole (400) unless it is exactly the contract's shape
 * (contracts/visits-schema.ts) for a page of this site; at most 1 KB; rate-limited per client;
 * answered 204 only once it is stored, 503 when the store cannot take it now.
 */
export async function beaconRoute(app: FastifyInstance, options: BeaconRouteOptions) {
  const { recorder, pages } = options;
  app.removeAllContentTypeParsers();
  for (const type of ["text/plain", "application/json"])
    app.addContentTypeParser(
      type,
      { parseAs: "string", bodyLimit: beaconBodyLimit },
      parseBeaconJson,
    );
  await app.register(rateLimit, {
    max: options.rateLimitMax,
    timeWindow: 60_000,
    groupId: "beacons",
    // Per client as every limit counts one (an IPv6 /64 as one), so a /64 cannot invent vitals.
    keyGenerator: (request) => clientGroup(request.ip),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const unavailable = error instanceof QueueFull || !error.statusCode || error.statusCode >= 500;
    if (unavailable) {
      request.log.warn({ err: error }, "beacon not stored");
      reply.header("retry-after", "5");
    }
    return reply
      .code(unavailable ? 503 : (error.statusCode ?? 400))
      .header("cache-control", "no-store")
      .send({ error: unavailable ? "The beacon could not be stored now." : error.message });
  });

  app.post(beaconPath, { bodyLimit: beaconBodyLimit }, async (request, reply) => {
    const parsed = visitBeaconSchema.safeParse(request.body);
    if (!parsed.success) throw new BeaconRefusal(400, "The beacon is not one the site sends.");
    const page = pages.find(parsed.data.path);
    if (!page || page.path !== parsed.data.path)
      throw new BeaconRefusal(400, "The beacon's path is not a page of this site.");
    await recorder.storeBeacon(request, parsed.data);
    return reply.code(204).header("cache-control", "no-store").send();
  });

  const otherMethods = app.supportedMethods.filter((method) => method !== "POST");
  app.route({
    method: otherMethods,
    url: beaconPath,
    handler: async (_request, reply) => {
      reply.header("allow", "POST");
      throw new BeaconRefusal(405, "Only POST is answered here.");
    },
  });
}
