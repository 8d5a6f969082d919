import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { briefForms, briefLimits } from "@contracts/briefs";
import {
  duplicateWindowMs,
  isFormName,
  specialFields,
  thankYouPath,
  type ValidForm,
} from "@contracts/forms";
import { clientGroup } from "./client-group";
import { keepBrief, type ScanBrief } from "./briefs/keep-brief";
import { discardStaged, type StagedBrief } from "./briefs/staged-brief";
import { noFileUploads, type BriefUploads } from "./briefs/stream-multipart";
import { formAnswers, sitePagePath } from "./forms/answers";
import { failures, toFailure } from "./forms/failure";
import { createGroupCommit } from "./forms/group-commit";
import { registerBodyParsers } from "./forms/parse-body";
import { readSubmission, type PostedBody } from "./forms/submission";
import type { Outbox } from "./deliveries/outbox";
import type { SitePages } from "./site-pages";
import type { SendHtml } from "./site/serve-pages";
import { cleanVerdict, honeypotVerdict, type SpamFilter } from "./spam/verdict";
import { planDeliveries, type DeliveryPlan } from "./deliveries/plan";
import type { Store } from "./store/store";
import type { NewLead } from "./store/intake/intake";

/**
 * POST /api/forms/:form — the bundled form endpoint, speaking Formspree's AJAX contract.
 * With `Accept: application/json` a success is 200 {ok, next} and a failure a 4xx/5xx
 * {error, errors: [{code, field?, message}]}. A plain browser post (Accept: text/html) is
 * redirected (303) to the thank-you page on success; on failure it gets the form's page back,
 * with its input and the fitting notice (server/forms/no-js-page.ts).
 */

export interface FormsOptions {
  store: Store;
  outbox?: Outbox;
  /** What each lead queues for the outbox (server/deliveries/plan.ts); nothing when absent. */
  deliveries?: DeliveryPlan;
  bodyLimit: number;
  rateLimit: { max: number; windowMs: number };
  pages: SitePages;
  /** The spam verdict; without it every valid post is stored as new. */
  spam?: SpamFilter;
  /** Sends a page's HTML (with its CSP) under a status. */
  sendHtml: SendHtml;
  /** The visit the post came from (server/visits/lead-visit.ts); none when absent. */
  leadVisit?: (request: FastifyRequest, now: Date) => Promise<NewLead["visit"]>;
  /** Files sent with the contact and quote forms; refused when absent. */
  briefs?: BriefUploads & { scan?: ScanBrief };
}

const formsTakingBriefs: ReadonlySet<string> = new Set(briefForms);

/** What the spam verdict weighs of a valid post. */
const spamInput = (fields: Record<string, unknown>, address: string, data: ValidForm) => ({
  form: data.form,
  honeypot: fields[specialFields.honeypot],
  timeToken: fields[specialFields.timeToken],
  address,
  email: data.email,
  message: data.message,
});

const noDeliveries: DeliveryPlan = { notify: false, autoreply: false, webhookUrls: [] };

/** The lead, stored with its brief when one came: the brief kept only with a new lead. */
const leadWithBrief =
  (store: Store, commits: ReturnType<typeof createGroupCommit>, scan?: ScanBrief) =>
  async (lead: NewLead, staged: StagedBrief | undefined) => {
    const brief = staged && (await keepBrief(store, staged, scan));
    try {
      // The brief becomes the lead's in the lead's own transaction (before any mail is sent).
      const stored = await commits.store(brief ? { ...lead, briefId: brief.id } : lead);
      if (brief && stored.replay) await store.deleteBrief(brief.id);
      return stored;
    } catch (error) {
      if (brief) await store.deleteBrief(brief.id).catch(() => {});
      throw toFailure(error);
    }
  };

export async function formsPlugin(app: FastifyInstance, options: FormsOptions) {
  const { store, outbox, bodyLimit, pages, deliveries = noDeliveries } = options;

  registerBodyParsers(app, bodyLimit, options.briefs);
  // A post with a file may be as large as the file's limit besides its text.
  const multipartLimit = options.briefs ? bodyLimit + briefLimits.maxBytes : bodyLimit;
  const commits = createGroupCommit(store);
  await app.register(rateLimit, {
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.windowMs,
    // Submissions only: reading the site is never limited.
    groupId: "forms",
    // An IPv6 /64 is one client: its owner holds all of it, so one budget per address is none.
    keyGenerator: (request) => clientGroup(request.ip),
  });
  const { answerFailure, answerSuccess } = formAnswers(pages, options.sendHtml);
  const isSitePage = (value: unknown) => sitePagePath(pages, value) !== undefined;

  app.setErrorHandler((error, request, reply) => {
    const failure = toFailure(error, reply);
    if (failure.statusCode >= 500) request.log.error({ err: error }, "form submission failed");
    else request.log.info({ code: failure.errors[0]?.code }, "form submission rejected");
    return answerFailure(request, reply, failure);
  });

  // Declared sizes over the limit are refused before a byte of the body is read.
  // A callback hook: an async one costs a promise on every request.
  app.addHook("onRequest", (request, _reply, done) => {
    const declared = Number(request.headers["content-length"] ?? 0);
    const multipart = request.headers["content-type"]?.startsWith("multipart/form-data") ?? false;
    if (declared > (multipart ? multipartLimit : bodyLimit)) done(failures.tooLarge());
    else done();
  });

  const storeWithBrief = leadWithBrief(store, commits, options.briefs?.scan);

  app.post<{ Params: { form: string } }>("/api/forms/:form", async (request, reply) => {
    const staged = (request.body as { brief?: StagedBrief } | undefined)?.brief;
    try {
      return await answerPost(request, reply, staged);
    } finally {
      await discardStaged(staged);
    }
  });

  const answerPost = async (
    request: FastifyRequest<{ Params: { form: string } }>,
    reply: FastifyReply,
    staged: StagedBrief | undefined,
  ) => {
    const { form } = request.params;
    if (!isFormName(form)) throw failures.notFound();
    if (staged && !formsTakingBriefs.has(form)) throw noFileUploads();
    const { fields, honeypot, data } = readSubmission(form, request.body as PostedBody, isSitePage);
    // A bot's invalid post with the honeypot filled: nothing storable, and it must not learn why.
    if (!data) return answerSuccess(request, reply, thankYouPath);

    // Spam is quarantined, a single weak signal only flagged; each is answered like any
    // success (server/spam/verdict.ts).
    const verdict = honeypot
      ? honeypotVerdict
      : ((await options.spam?.check(spamInput(fields, request.ip, data))) ?? cleanVerdict);
    const { status } = verdict;
    const now = new Date();
    // Committed (and fsynced) before the visitor hears "sent"; a replay stores nothing new.
    const stored = await storeWithBrief(
      {
        submission: data,
        attribution: { page: sitePagePath(pages, data.page) ?? null, ...data.visit },
        ...verdict,
        submissionKey: data.submissionId,
        // Quarantined spam is sent to no one (server/deliveries/plan.ts).
        deliveries: planDeliveries(deliveries, { email: data.email, status }),
        duplicateWindowMs,
        now,
        visit: await options.leadVisit?.(request, now),
      },
      staged,
    );
    request.log.info(
      { form, submission: stored.id, replay: stored.replay },
      "form submission stored",
    );
    if (!stored.replay) outbox?.wake();
    return answerSuccess(request, reply, data.next ?? thankYouPath);
  };

  registerOtherMethods(app);
}

/** Every other method: 405 naming the one that works (404 for a form that does not exist). */
function registerOtherMethods(app: FastifyInstance) {
  const otherMethods = app.supportedMethods.filter((method) => method !== "POST");
  app.route<{ Params: { form: string } }>({
    method: otherMethods,
    url: "/api/forms/:form",
    handler: async (request, reply) => {
      if (!isFormName(request.params.form)) throw failures.notFound();
      reply.header("allow", "POST");
      throw failures.methodNotAllowed();
    },
  });
  app.all("/api/*", async () => {
    throw failures.notFound();
  });
}
