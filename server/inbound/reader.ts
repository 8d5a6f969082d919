import { randomUUID } from "node:crypto";
import { ImapFlow } from "imapflow";
import type { InboundStatus } from "@contracts/inbound";
import type { ImapConfig } from "../config";
import type { InboundCursor, InboundStore, IncomingMessage } from "../store/inbound/inbound";
import type { IntakeStore } from "../store/intake/intake";
import { mailLeads, type NewLeadSettings } from "./new-leads";
import { defaultMessageLimits, parseMessage, type MessageLimits } from "./parse-message";

/**
 * The company mailbox, read over IMAP (imapflow): opened read-only (EXAMINE) and fetched with
 * BODY.PEEK, so the reader never deletes, moves or marks a message. New mail is read when the
 * server announces it during IDLE, and every `pollMs` anyway (servers without IDLE). One server
 * reads at a time (the store's lease); a mailbox that is down or refuses the password is
 * retried with a growing pause, one connection attempt at a time, and reported in `status()`.
 */

/** Where the mailbox is (IMAP_*, server/config.ts), and what the reader does with its mail. */
export interface InboundSettings extends Pick<
  ImapConfig,
  "host" | "port" | "secure" | "requireTls" | "user" | "pass" | "mailbox"
> {
  /** The site's host: our Message-IDs end in it. */
  siteHost: string;
  pollMs?: number;
  limits?: MessageLimits;
  /** IMAP_NEW_LEADS=1: mail from an unknown sender becomes a lead. */
  newLeads?: NewLeadSettings;
}

interface ReaderLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

const leaseMs = 60_000;
const firstRetryMs = 5_000;
const lastRetryMs = 5 * 60_000;
/** Raw bytes fetched before a batch is parsed and stored: bounds the reader's memory. */
const batchBytes = 16 * 1024 * 1024;
const batchMessages = 200;

export interface InboundReader {
  status(): InboundStatus;
  /** Resolves when the reader has stopped and closed its connection. */
  stop(): Promise<void>;
}

/** UIDs above `after`, grouped so that each group's fetched bytes stay under batchBytes. */
function groupsOf(sizes: Array<{ uid: number; size: number }>, maxBytes: number) {
  const groups: number[][] = [];
  let current: number[] = [];
  let bytes = 0;
  for (const { uid, size } of sizes) {
    const fetched = Math.min(size, maxBytes);
    if (current.length > 0 && (bytes + fetched > batchBytes || current.length >= batchMessages)) {
      groups.push(current);
      current = [];
      bytes = 0;
    }
    current.push(uid);
    bytes += fetched;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * Stores a group and moves the cursor past it. With new leads on, the group is matched first
 * with the cursor left where it was; the leads of the strangers' mail are stored (each a replay
 * of itself when read again), then that mail joins them and the cursor moves: a crash anywhere
 * reads the group again and loses no mail.
 */
async function storeGroup(
  { store, leads }: ReaderContext,
  messages: IncomingMessage[],
  cursor: { mailbox: string } & InboundCursor,
  before: number,
) {
  if (!leads) return store.storeInbound(messages, cursor);
  const first = await store.storeInbound(messages, { ...cursor, lastUid: before });
  const unknown = new Set(first.unmatchedUids);
  const strangers = messages.filter((message) => unknown.has(message.uid) && leads.wanted(message));
  if (strangers.length > 0) {
    const now = new Date();
    await store.storeLeads(strangers.map((message) => leads.leadOf(message, now)));
  }
  const second = await store.storeInbound(strangers, cursor);
  return {
    stored: first.stored + second.stored,
    unmatched: first.unmatched - second.stored,
    repeated: first.repeated,
  };
}

/** Reads every mail above the stored cursor, batch by batch, each batch stored with its cursor. */
async function readNew(client: ImapFlow, context: ReaderContext) {
  const { store, settings, limits } = context;
  const box = client.mailbox;
  if (!box) throw new Error("the mailbox is not open");
  const uidValidity = Number(box.uidValidity);
  const cursor = await store.inboundCursor(settings.mailbox);
  // A new UIDVALIDITY renumbered the mailbox: read it again; Message-IDs keep mail once.
  const after = cursor?.uidValidity === uidValidity ? cursor.lastUid : 0;
  const sizes: Array<{ uid: number; size: number }> = [];
  const sizeOf = new Map<number, number>();
  for await (const message of client.fetch(
    `${after + 1}:*`,
    { uid: true, size: true },
    { uid: true },
  ))
    if (message.uid > after) {
      sizes.push({ uid: message.uid, size: message.size ?? 0 });
      sizeOf.set(message.uid, message.size ?? 0);
    }
  sizes.sort((a, b) => a.uid - b.uid);
  const counts = { stored: 0, unmatched: 0, repeated: 0 };
  let before = after;
  for (const group of groupsOf(sizes, limits.maxBytes)) {
    const raws: Array<{ uid: number; source: Buffer }> = [];
    for await (const message of client.fetch(
      group.join(","),
      { uid: true, source: { maxLength: limits.maxBytes } },
      { uid: true },
    ))
      if (message.source) raws.push({ uid: message.uid, source: message.source });
    const messages: IncomingMessage[] = [];
    for (const { uid, source } of raws) {
      const where = { mailbox: settings.mailbox, uidValidity, uid, size: sizeOf.get(uid) ?? 0 };
      // A mail the parser cannot read is passed over, never retried for ever.
      const parsed = await parseMessage(source, where, settings.siteHost, limits).catch(
        () => undefined,
      );
      if (parsed) messages.push(parsed);
    }
    const lastUid = group[group.length - 1] as number;
    const result = await storeGroup(
      context,
      messages,
      { mailbox: settings.mailbox, uidValidity, lastUid },
      before,
    );
    before = lastUid;
    counts.stored += result.stored;
    counts.unmatched += result.unmatched;
    counts.repeated += result.repeated;
  }
  return counts;
}

/** The reason a mailbox could not be read, in words for the desk and /readyz. */
function reasonOf(error: unknown) {
  const failure = error as { authenticationFailed?: boolean; code?: string; message?: string };
  if (failure.authenticationFailed) return "the mailbox refused the user name or password";
  if (failure.code === "ECONNREFUSED") return "the mail server refused the connection";
  if (failure.code === "ENOTFOUND") return "the mail server's name was not found";
  const message = String(failure.message ?? error)
    .replace(/\s+/g, " ")
    .slice(0, 200);
  return `the mailbox could not be read: ${message}`;
}

const inboundStarting: InboundStatus = {
  state: "connecting",
  mailbox: null,
  lastReadAt: null,
  lastError: null,
  failingSince: null,
  nextAttemptAt: null,
};

const connectionOf = (settings: InboundSettings, limits: MessageLimits) =>
  new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // Without TLS from the first byte, STARTTLS is required unless the operator opted out.
    doSTARTTLS: settings.secure ? undefined : settings.requireTls ? true : undefined,
    auth: { user: settings.user, pass: settings.pass },
    logger: false,
    connectionTimeout: 30_000,
    greetingTimeout: 15_000,
    // One mail's literal is at most what is fetched of it: a server cannot make the reader
    // hold more.
    maxLiteralSize: limits.maxBytes + 64 * 1024,
    maxResponseSize: limits.maxBytes + 1024 * 1024,
  });

/** A pause that ends early when woken (new mail, a closed connection, a stop). */
function pauses() {
  let wake: (() => void) | undefined;
  return {
    wake: () => wake?.(),
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        };
        const timer = setTimeout(done, ms);
        wake = done;
      }),
  };
}

/** What one reader's connections share. */
interface ReaderContext {
  store: InboundStore & Pick<IntakeStore, "storeLeads">;
  /** Mail from strangers as leads, when the owner turned it on. */
  leads?: ReturnType<typeof mailLeads>;
  settings: InboundSettings;
  limits: MessageLimits;
  pause: ReturnType<typeof pauses>;
  status: InboundStatus;
  log: ReaderLog;
  lease(): Promise<boolean>;
  stopped(): boolean;
  connected(client: ImapFlow): void;
}

/** One connection: read what is new, then again whenever the server tells or pollMs passes. */
async function session(context: ReaderContext) {
  const { settings, limits, pause, status } = context;
  const connection = connectionOf(settings, limits);
  context.connected(connection);
  connection.on("exists", pause.wake);
  connection.on("close", pause.wake);
  connection.on("error", pause.wake);
  await connection.connect();
  await connection.mailboxOpen(settings.mailbox, { readOnly: true });
  while (!context.stopped() && connection.usable) {
    if (!(await context.lease())) return "standby" as const;
    const counts = await readNew(connection, context);
    Object.assign(status, {
      state: "reading",
      lastReadAt: new Date().toISOString(),
      lastError: null,
      failingSince: null,
      nextAttemptAt: null,
    });
    if (counts.stored + counts.unmatched + counts.repeated > 0)
      context.log.info({ ...counts }, "inbound mail read");
    // IDLE at once (imapflow would wait 15 s): the server announces new mail as it arrives,
    // and the next command (the next read) ends the IDLE.
    if (connection.capabilities.has("IDLE")) void connection.idle().catch(() => {});
    await pause.sleep(settings.pollMs ?? 20_000);
  }
  if (!context.stopped()) throw new Error("the connection to the mailbox closed");
  return "stopped" as const;
}

/** The failure in the status, and how long to wait before the next attempt. */
function failed(context: ReaderContext, error: unknown, failures: number) {
  const waitMs = Math.min(firstRetryMs * 2 ** (failures - 1), lastRetryMs);
  const now = new Date();
  Object.assign(context.status, {
    state: "failing",
    lastError: reasonOf(error),
    failingSince: context.status.failingSince ?? now.toISOString(),
    nextAttemptAt: new Date(now.getTime() + waitMs).toISOString(),
  });
  context.log.warn(
    { failures, waitMs, reason: context.status.lastError },
    "inbound mailbox not read",
  );
  return waitMs;
}

export function startInboundReader(
  store: InboundStore & Pick<IntakeStore, "storeLeads">,
  settings: InboundSettings,
  log: ReaderLog,
  holder: string = randomUUID(),
): InboundReader {
  let stopped = false;
  let client: ImapFlow | undefined;
  const pause = pauses();
  const context: ReaderContext = {
    store,
    settings,
    limits: settings.limits ?? defaultMessageLimits,
    leads: settings.newLeads && mailLeads(settings.newLeads),
    pause,
    log,
    status: { ...inboundStarting, mailbox: settings.mailbox },
    lease: () => store.leaseInboundReader(settings.mailbox, holder, leaseMs),
    stopped: () => stopped,
    connected: (connection) => (client = connection),
  };
  const closeClient = async () => {
    const open = client;
    client = undefined;
    if (open?.usable) await open.logout().catch(() => open.close());
    else open?.close();
  };

  async function run() {
    let failures = 0;
    while (!stopped) {
      try {
        const outcome = (await context.lease()) ? await session(context) : "standby";
        failures = 0;
        if (outcome === "standby") {
          context.status.state = "standby";
          await closeClient();
          await pause.sleep(leaseMs / 2);
        }
      } catch (error) {
        await closeClient();
        if (stopped) break;
        await pause.sleep(failed(context, error, ++failures));
      }
    }
    await closeClient();
  }

  const running = run();
  return {
    status: () => ({ ...context.status }),
    async stop() {
      stopped = true;
      pause.wake();
      await closeClient().catch(() => {});
      await running;
      // Given back at once: another server need not wait for the lease to run out.
      await store.leaseInboundReader(settings.mailbox, holder, -1).catch(() => {});
    },
  };
}
