import type { FastifyBaseLogger } from "fastify";
import type { WorkflowSettings } from "../config";
import type { Store } from "../store/store";
import type { Lead } from "@contracts/desk";
import type { DigestLeads } from "../store/workflow/workflow";
import type { Owner } from "../store/owners/owners";
import { deskDay, deskHour } from "./desk-time";

/**
 * Each owner's daily digest: at DIGEST_HOUR in DESK_TIME_ZONE, one mail through the outbox
 * listing their new leads (theirs or nobody's), the follow-ups due today and those overdue; no
 * mail when there is nothing to say. It also lists the open leads whose client wrote to the
 * company mailbox in the day before (server/inbound/). The (owner, day) key in the store makes it once a day
 * however many servers share the store (decision 0185). The mail names no one: it lists
 * leads by number, form and service with links, so an erased lead leaves nothing behind in it.
 */

const dayBefore = (now: Date) => new Date(now.getTime() - 24 * 60 * 60_000);

/** Leads listed per part of the digest; "and more" beyond. */
export const digestListLimit = 20;

const describe = (lead: Lead, deskUrl: string) =>
  `- #${lead.id} ${lead.form}${lead.service ? ` (${lead.service})` : ""}, ${lead.status}` +
  `${lead.followUpOn ? `, follow up ${lead.followUpOn}` : ""}: ${deskUrl}/leads/${lead.id}`;

/** The digest's subject and text, or undefined when there is nothing to say. */
export function digestMail(
  owner: Pick<Owner, "email">,
  day: string,
  leads: DigestLeads,
  deskUrl: string,
) {
  const parts = [
    ["New leads", leads.fresh],
    ["Follow-ups due today", leads.dueToday],
    ["Overdue follow-ups", leads.overdue],
    ["Answered by the client", leads.answered],
  ] as const;
  if (parts.every(([, list]) => list.length === 0)) return undefined;
  const lines = [`Your leads for ${day}.`, ""];
  for (const [title, list] of parts) {
    if (list.length === 0) continue;
    lines.push(`${title}:`);
    for (const lead of list.slice(0, digestListLimit)) lines.push(describe(lead, deskUrl));
    if (list.length > digestListLimit) lines.push(`- and more: ${deskUrl}`);
    lines.push("");
  }
  lines.push(`Open the desk: ${deskUrl}`);
  const count = (...lists: Lead[][]) => {
    const total = lists.reduce((sum, list) => sum + Math.min(list.length, digestListLimit), 0);
    return lists.some((list) => list.length > digestListLimit) ? `${total}+` : String(total);
  };
  const counts = `${count(leads.fresh)} new, ${count(leads.dueToday, leads.overdue)} to follow up${
    leads.answered.length > 0 ? `, ${count(leads.answered)} answered` : ""
  }`;
  return {
    target: owner.email,
    subject: `Lead desk, ${day}: ${counts}`,
    body: lines.join("\n"),
  };
}

/**
 * One pass: when the hour has come in the desk's zone, claims today's digest of every owner that
 * has none yet and queues its mail. Returns how many mails it queued.
 */
export async function runDigest(
  store: Store,
  settings: WorkflowSettings & { deskUrl: string },
  now = new Date(),
) {
  if (deskHour(settings.timeZone, now) < settings.digestHour) return 0;
  const day = deskDay(settings.timeZone, now);
  let queued = 0;
  // An editor sees no lead, so gets no digest of them.
  const owners = (await store.listOwners()).filter((owner) => owner.role === "owner");
  for (const owner of owners) {
    // One more than listed: the mail says when there are more.
    const leads = await store.digestLeads(owner.id, day, digestListLimit + 1, dayBefore(now));
    const mail = digestMail(owner, day, leads, settings.deskUrl) ?? null;
    if ((await store.queueDigest(owner.id, day, mail, now)) && mail) queued++;
  }
  return queued;
}

/** The digest's timer in the server process: a pass a minute, unref'd, stopped on close. */
export function startDigest(
  store: Store,
  settings: WorkflowSettings & { deskUrl: string },
  log: FastifyBaseLogger,
  wake: () => void,
  everyMs = 60_000,
) {
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= runDigest(store, settings)
      .then((queued) => {
        if (queued > 0) {
          log.info({ queued }, "daily digests queued");
          wake();
        }
      })
      .catch((error: unknown) => log.error({ err: error }, "digest pass failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(pass, everyMs);
  timer.unref();
  pass();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
