import path from "node:path";
import compress from "@fastify/compress";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { identity } from "@contracts/identity";
import type { Autoresponder } from "@contracts/identity-schema";
import type { ServerConfig } from "./config";
import { formsPlugin } from "./forms";
import { clamavScanner } from "./briefs/clamav";
import { startBriefSweep } from "./briefs/sweep";
import { uploadBudget } from "./briefs/upload-budget";
import type { OutboxOptions } from "./deliveries/outbox";
import { startDeliveries } from "./deliveries/start-deliveries";
import { bodyLimit, fastifyInstance } from "./fastify-instance";
import { addProtectiveHeaders, contentSecurityPolicy } from "./security-headers";
import { loadSitePages, replaceablePages } from "./site-pages";
import { createPageSender, registerSitePages } from "./site/serve-pages";
import { registerStaticFiles } from "./site/static-files";
import { compressThreshold } from "./precompressed";
import { registerDesk } from "./admin/register";
import { serveMedia } from "./media/serve-media";
import type { AdminSettings } from "./admin/settings";
import type { TimeTokens } from "./spam/time-token";
import { storedTimeTokens } from "./spam/token-keys";
import { createSpamFilter, type SpamSettings } from "./spam/verdict";
import { openStore } from "./store/open-store";
import { registerHealth, type HealthOptions } from "./health";
import { registerVisits } from "./visits/register-visits";
import { startInboundReader } from "./inbound/reader";
import type { Store } from "./store/store";
import type { DeliveryPlan } from "./deliveries/plan";
import { startPublishing } from "./content/start-publishing";
import { applyEndpoint } from "./applicants/apply-endpoint";
import { siteHosts } from "./visits/site-hosts";

export interface BuildServerOptions {
  config: ServerConfig;
  /** Origins of any external form endpoints the pages post to (allowed by the CSP). */
  formOrigins?: string[];
  logger?: boolean;
  /** Where the log's JSON lines go (standard output by default; tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Retry timing of the notification outbox (tests shorten it). */
  outbox?: OutboxOptions;
  /** The spam filter's limits and the desk's settings; default: the config's (tests change them). */
  spamSettings?: SpamSettings;
  /** The pages' time tokens (the store's keys by default; tests issue tokens of a known age). */
  timeTokens?: TimeTokens;
  desk?: Partial<AdminSettings>;
  /** The autoresponder; the identity's by default (tests switch it on). */
  autoresponder?: Autoresponder;
  /** When /readyz calls the outbox stuck, and how long it reuses an answer (tests shorten them). */
  health?: Omit<HealthOptions, "outboxRunning">;
  /** The clock of visit counting (tests hold it still, e.g. within one minute of view limits). */
  visitsNow?: () => Date;
  /** The company's day, YYYY-MM-DD, that openings close by (tests turn it). */
  today?: () => string;
}

/**
 * The store, opened (and migrated) before the server listens, and the pages' time tokens under
 * the keys every server on it shares (unless a test gives its own). The store closes last,
 * after in-flight requests have finished and the outbox worker has stopped.
 */
async function openStoreWithTokens(config: ServerConfig, given?: TimeTokens) {
  const store = await openStore(config, { serving: true });
  if (given) return { store, tokens: given, keepTokensFresh: () => () => {} };
  try {
    const stored = await storedTimeTokens(store);
    return { store, tokens: stored.tokens, keepTokensFresh: stored.keepFresh };
  } catch (error) {
    await store.close();
    throw error;
  }
}

/** The company mailbox's reader, when IMAP_HOST is set: clients' answers onto their timelines. */
const startInbound = (
  config: ServerConfig,
  store: Store,
  plan: DeliveryPlan,
  log: FastifyBaseLogger,
) =>
  config.imap
    ? startInboundReader(
        store,
        {
          ...config.imap,
          siteHost: new URL(identity.siteUrl).hostname,
          newLeads: config.imap.newLeads ? { plan, spam: config.spam } : undefined,
        },
        log,
      )
    : undefined;

/**
 * Where a visitor's file waits while its post is checked, how many a client may send, and the
 * virus scan when clamd is set up.
 */
function briefUploads(app: FastifyInstance, config: ServerConfig, store: Store) {
  const uploadsDir = path.join(config.dataDir, "uploads");
  // What cut-off posts left: briefs nothing took, temporary files (server/briefs/sweep.ts).
  const sweep = startBriefSweep(store, uploadsDir, app.log);
  app.addHook("onClose", async () => sweep.stop());
  return {
    uploadsDir,
    budget: uploadBudget(config.uploadRateLimit),
    scan: config.clamav && clamavScanner(config.clamav),
  };
}

/** The production server: the prerendered site with correct status codes and headers. */
export async function buildServer({
  config,
  formOrigins = [],
  logger = true,
  logStream,
  outbox: outboxOptions,
  spamSettings,
  timeTokens,
  desk,
  autoresponder = identity.autoresponder,
  health,
  // The clocks tests set: visit counting's, and the company's day.
  ...clocks
}: BuildServerOptions) {
  const csp = contentSecurityPolicy({ formOrigins });
  const pages = replaceablePages(await loadSitePages(config.siteDir));
  const { store, tokens, keepTokensFresh } = await openStoreWithTokens(config, timeTokens);
  // The spam filter of the forms (decision 0121); its time tokens go into the pages.
  const spam = createSpamFilter(spamSettings ?? config.spam, tokens);
  const sender = await createPageSender({ pages, tokens: spam.tokens, formOrigins });
  const app = fastifyInstance({ config, csp, logger, logStream, notFound: sender.notFound });
  // The owner's published content, rendered with the build's bundle (server/content/), and
  // the sitemap and feeds that follow it.
  const siteFiles = await startPublishing(app, config, { store, pages, ...clocks, ...sender });
  const stopTokenKeys = keepTokensFresh((error) =>
    app.log.warn({ err: error }, "the time tokens' keys could not be loaded"),
  );
  const { deliveries, outbox, digest } = startDeliveries(
    config,
    store,
    autoresponder,
    app.log,
    outboxOptions,
  );
  const inbound = startInbound(config, store, deliveries, app.log);
  app.addHook("onClose", async () => {
    stopTokenKeys();
    await inbound?.stop();
    await digest?.stop();
    await outbox?.stop();
    await store.close();
  });
  app.decorate("store", store);

  await app.register(compress, { threshold: compressThreshold });
  addProtectiveHeaders(app, csp);
  await registerStaticFiles(app, config.siteDir, siteFiles);
  // The lead desk (/admin, decision 0120) and the health probes.
  await registerDesk(
    app,
    store,
    {
      ...config.desk,
      workflow: { ...config.workflow, canMail: deliveries.notify, wakeOutbox: outbox?.wake },
      inboundStatus: inbound?.status,
      ...desk,
    },
    { plan: deliveries, wake: () => outbox?.wake() },
  );
  // The desk's uploaded pictures, at stable public URLs (server/media/).
  await serveMedia(app, { store });
  registerHealth(app, store, { outboxRunning: !!outbox, inbound: inbound?.status, ...health });
  // Page views, the beacon and each lead's visit (server/visits/).
  const visits = await registerVisits(app, {
    store,
    pages,
    settings: config.visits,
    siteHosts: siteHosts(identity.siteUrl, config.host),
    now: clocks.visitsNow,
  });
  const uploads = briefUploads(app, config, store);
  // The forms and the applications: both answer with the pages and queue for the outbox.
  const posts = { store, outbox, deliveries, pages, sendHtml: sender.sendHtml };
  await app.register(formsPlugin, {
    ...posts,
    spam,
    bodyLimit,
    rateLimit: config.rateLimit,
    leadVisit: visits.leadVisit,
    // A brief waits in the data folder while its post is checked (server/briefs/).
    briefs: uploads,
  });
  // Applications to the openings, each with its CV (server/applicants/), on the same budget.
  await app.register(applyEndpoint, { ...posts, uploads, config });
  registerSitePages(app, pages, sender, visits.countPageView);
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The durable store of leads (for tests and maintenance). */
    store: import("./store/store").Store;
    /** Publishing the owner's content; undefined when the build kept no renderer. */
    liveSite: import("./content/live-site").LiveSite | undefined;
  }
}
