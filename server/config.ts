import path from "node:path";
import ipaddr from "ipaddr.js";
import { z } from "zod";
import type { AdminSettings } from "./admin/settings";
import { defaultMinFillMs, type SpamSettings } from "./spam/verdict";

const flag = z.enum(["0", "1"]);
const isHopCount = (value: string) => /^\s*\d+\s*$/.test(value);

/**
 * Every setting the server takes from the environment, checked once at start-up: each part's
 * settings (the desk's, the spam filter's, mail's) are derived from this one schema.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  /** The prerendered site; defaults to $BUILD_DIR/client (BUILD_DIR defaults to "build"). */
  SITE_DIR: z.string().optional(),
  BUILD_DIR: z.string().default("build"),
  DATA_DIR: z.string().default("data"),
  /** The inbox database; defaults to $DATA_DIR/inbox.sqlite. */
  DATABASE_PATH: z.string().optional(),
  /** postgres://user:password@host:port/database — set it to keep the inbox in PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "a postgres:// or postgresql:// URL")
    .optional(),
  /**
   * The reverse proxies whose X-Forwarded-* headers are believed: a comma list of addresses,
   * CIDR ranges or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`); unset, none.
   * Never a hop count or "all": a client reaching the port directly could then pick its address.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((value) => value === undefined || !isHopCount(value), {
      message:
        "a hop count is no longer accepted: list the proxy's addresses or ranges instead, " +
        "e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=loopback for a proxy on the same machine, " +
        "TRUST_PROXY=10.0.0.0/8 for one in a private network",
    })
    .refine((value) => value === undefined || isHopCount(value) || parseTrustProxy(value), {
      message:
        "a comma list of proxy addresses or ranges (e.g. 127.0.0.1,10.0.0.0/8) or loopback, " +
        "linklocal, uniquelocal",
    }),
  /** Connection timeouts, in ms (tests shorten them). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** A post carrying a file (10 MB over a slow line: 1 Mbit/s takes 84 s) has this long. */
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Form submissions accepted per client (server/client-group.ts) per window. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Files (briefs) accepted per client per window: each may cost 10 MB of disk. */
  UPLOAD_RATE_MAX: z.coerce.number().int().min(1).default(10),
  UPLOAD_RATE_WINDOW_MS: z.coerce.number().int().min(1000).default(3_600_000),
  /** SMTP notification of each submission; off unless SMTP_HOST is set. */
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** 1 = TLS from the first byte (port 465); 0 = STARTTLS (required unless SMTP_REQUIRE_TLS=0). */
  SMTP_SECURE: flag.default("0"),
  /**
   * 1 (default) = a server that does not offer STARTTLS (or an attacker who strips it) fails the
   * send rather than getting the mail in clear; 0 = the operator's explicit opt-out.
   */
  SMTP_REQUIRE_TLS: flag.default("1"),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  /** Sender of the notification; defaults to SMTP_USER, then to MAIL_TO. */
  MAIL_FROM: z.string().optional(),
  /** Recipient of the notification; defaults to the company e-mail of contracts/identity.ts. */
  MAIL_TO: z.string().optional(),
  /** Comma-separated https URLs (http on loopback) that each get every (non-spam) lead as signed JSON. */
  WEBHOOK_URLS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url({ protocol: /^https?$/, normalize: true }).refine(isHttpsOrLoopback, {
          message: "a webhook URL must use https (plain http only to a loopback address)",
        }),
      ),
    ),
  /** The HMAC key of X-Webhook-Signature; required with WEBHOOK_URLS (checked in loadConfig). */
  WEBHOOK_SECRET: z.string().min(16, "at least 16 characters").optional(),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The lead desk's first owner, created at start when there is none. Never logged. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** Leads older than this many days are deleted daily; unset keeps them all. */
  RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
  /** The desk's client build; defaults to $BUILD_DIR/admin. */
  ADMIN_DIR: z.string().optional(),
  /**
   * The key of the client digests in the audit log (at least 32 characters); unset, a key the
   * store makes once and every server on it shares (server/sign-in/audit-digest.ts).
   */
  AUDIT_KEY: z.string().min(32).optional(),
  /** The spam filter's limits (server/spam/verdict.ts). */
  /** Per form: sooner posts are "too fast", sooner than a person with autofill (a weak signal). */
  SPAM_MIN_FILL_MS_CONTACT: z.coerce.number().int().min(0).default(defaultMinFillMs.contact),
  SPAM_MIN_FILL_MS_QUOTE: z.coerce.number().int().min(0).default(defaultMinFillMs.quote),
  SPAM_MIN_FILL_MS_NEWSLETTER: z.coerce.number().int().min(0).default(defaultMinFillMs.newsletter),
  SPAM_MAX_LINKS: z.coerce.number().int().min(0).default(3),
  SPAM_ADDRESS_MAX: z.coerce.number().int().min(1).default(5),
  SPAM_EMAIL_MAX: z.coerce.number().int().min(1).default(3),
  /** The desk's days (follow-ups, Today, Overdue, the digest's hour): an IANA time zone. */
  DESK_TIME_ZONE: z.string().default("Asia/Karachi").refine(isTimeZone, {
    message: "an IANA time zone such as Asia/Karachi or Europe/London",
  }),
  /** The hour (0-23, in DESK_TIME_ZONE) at which each owner gets the day's digest mail. */
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /** The company mailbox, read for clients' answers (server/inbound/); off unless set. */
  /** clamd, when set: every brief is scanned (server/briefs/clamav.ts). */
  CLAMAV_HOST: z.string().optional(),
  CLAMAV_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
  IMAP_HOST: z.string().optional(),
  /** 993: TLS from the first byte; any other port: STARTTLS (required unless IMAP_REQUIRE_TLS=0). */
  IMAP_PORT: z.coerce.number().int().min(1).max(65535).default(993),
  IMAP_USER: z.string().optional(),
  IMAP_PASS: z.string().optional(),
  IMAP_MAILBOX: z.string().max(200).default("INBOX"),
  /** 1 (default): never read the mailbox in clear, as for SMTP; 0 only for a server without TLS. */
  IMAP_REQUIRE_TLS: flag.default("1"),
  /** How often the mailbox is read when the server announces nothing (no IDLE), in ms. */
  IMAP_POLL_MS: z.coerce.number().int().min(500).max(600_000).default(20_000),
  /** 1: mail from an unknown sender becomes a lead (source "e-mail", the spam rules apply). */
  IMAP_NEW_LEADS: flag.default("0"),
  /** Page views and beacons are kept this many days, then dropped; the daily rollups are kept. */
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
  /** Visit beacons accepted per client per minute (one per page a visitor leaves). */
  BEACON_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  /** Page views counted per client (an IPv4 address, an IPv6 /64) per minute; pages still served. */
  PAGE_VIEW_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  /** How long page views gather before their batch is written, in ms: one write for many. */
  PAGE_VIEW_GATHER_MS: z.coerce.number().int().min(0).max(60_000).default(25),
});

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

type Env = z.infer<typeof envSchema>;

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  /** Refuse to send without TLS (nodemailer's requireTLS); false only by SMTP_REQUIRE_TLS=0. */
  requireTls: boolean;
  user?: string;
  pass?: string;
  from?: string;
  to?: string;
}

export interface ImapConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 993); otherwise STARTTLS. */
  secure: boolean;
  requireTls: boolean;
  user: string;
  pass: string;
  mailbox: string;
  pollMs: number;
  /** IMAP_NEW_LEADS=1 */
  newLeads: boolean;
}

export interface ServerConfig {
  port: number;
  host: string;
  siteDir: string;
  dataDir: string;
  databasePath: string;
  /** When set, the inbox is in PostgreSQL and databasePath is not used. */
  databaseUrl?: string;
  /** The proxies believed in X-Forwarded-*, or false: none. */
  trustProxy: false | string[];
  /** uploadMs: a request carrying a file (never less than requestMs). */
  timeouts: { headersMs: number; requestMs: number; uploadMs: number; keepAliveMs: number };
  logLevel: string;
  rateLimit: { max: number; windowMs: number };
  uploadRateLimit: { max: number; windowMs: number };
  smtp?: SmtpConfig;
  /** Off unless CLAMAV_HOST is set: the briefs' virus scan. */
  clamav?: { host: string; port: number; timeoutMs: number };
  /** Off unless IMAP_HOST is set (server/inbound/). */
  imap?: ImapConfig;
  /** Off unless WEBHOOK_URLS is set. */
  webhooks?: { urls: string[]; secret: string; timeoutMs: number };
  /** The lead desk's settings (server/admin/). */
  desk: AdminSettings;
  /** The spam filter's limits (server/spam/). */
  spam: SpamSettings;
  /** Follow-ups and the daily digest (server/workflow/). */
  workflow: WorkflowSettings;
  /** Visits (server/visits/): how long raw events are kept, and the beacon's rate limit. */
  visits: VisitSettings;
}

export interface WorkflowSettings {
  timeZone: string;
  digestHour: number;
}

export interface VisitSettings {
  /** ANALYTICS_RAW_DAYS */
  rawDays: number;
  /** Beacons per client (an IPv4 address, an IPv6 /64) per minute. */
  beaconRateLimitMax: number;
  /** PAGE_VIEW_GATHER_MS */
  pageViewGatherMs: number;
  /** Page views counted per client group per minute (PAGE_VIEW_RATE_LIMIT_MAX). */
  pageViewRateLimitMax: number;
}

/** https, or http to this machine (tests' receivers, a local relay): nothing else in clear. */
function isHttpsOrLoopback(url: string) {
  const { protocol, hostname } = new URL(url);
  if (protocol === "https:") return true;
  if (hostname === "localhost") return true;
  const address = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(address) && ipaddr.process(address).range() === "loopback";
}

const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);
const isProxyEntry = (entry: string) =>
  namedRanges.has(entry) ||
  ipaddr.IPv4.isValidFourPartDecimal(entry) ||
  ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) ||
  ipaddr.IPv6.isValid(entry) ||
  ipaddr.IPv6.isValidCIDR(entry);

/**
 * `127.0.0.1, 10.0.0.0/8` → those proxies only (what Fastify's trustProxy and proxy-addr take);
 * unset → trust nothing; anything else (a hop count, a host name) → false, refused by the schema.
 */
export function parseTrustProxy(value: string | undefined): false | string[] {
  if (value === undefined || value.trim() === "") return false;
  const entries = value.split(",").map((entry) => entry.trim());
  return entries.every(isProxyEntry) ? entries : false;
}

const blankToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = envSchema.safeParse(blankToUndefined(env));
  // One readable line per wrong variable, named, instead of a stack of JSON at start-up.
  if (!result.success)
    throw new Error(
      `Invalid environment:\n${result.error.issues
        .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
        .join("\n")}`,
    );
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    siteDir: path.resolve(parsed.SITE_DIR ?? path.join(parsed.BUILD_DIR, "client")),
    dataDir,
    databasePath: path.resolve(parsed.DATABASE_PATH ?? path.join(dataDir, "inbox.sqlite")),
    databaseUrl: parsed.DATABASE_URL,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    timeouts: {
      headersMs: Math.min(parsed.HEADERS_TIMEOUT_MS, parsed.REQUEST_TIMEOUT_MS),
      requestMs: parsed.REQUEST_TIMEOUT_MS,
      uploadMs: Math.max(parsed.UPLOAD_TIMEOUT_MS, parsed.REQUEST_TIMEOUT_MS),
      keepAliveMs: parsed.KEEP_ALIVE_TIMEOUT_MS,
    },
    logLevel: parsed.LOG_LEVEL,
    rateLimit: { max: parsed.RATE_LIMIT_MAX, windowMs: parsed.RATE_LIMIT_WINDOW_MS },
    uploadRateLimit: { max: parsed.UPLOAD_RATE_MAX, windowMs: parsed.UPLOAD_RATE_WINDOW_MS },
    smtp: parsed.SMTP_HOST
      ? {
          host: parsed.SMTP_HOST,
          port: parsed.SMTP_PORT,
          secure: parsed.SMTP_SECURE === "1",
          requireTls: parsed.SMTP_REQUIRE_TLS === "1",
          user: parsed.SMTP_USER,
          pass: parsed.SMTP_PASS,
          from: parsed.MAIL_FROM,
          to: parsed.MAIL_TO,
        }
      : undefined,
    webhooks: webhookConfig(parsed),
    imap: imapConfig(parsed),
    clamav: parsed.CLAMAV_HOST
      ? { host: parsed.CLAMAV_HOST, port: parsed.CLAMAV_PORT, timeoutMs: 30_000 }
      : undefined,
    desk: deskSettings(parsed),
    spam: {
      minFillMs: {
        contact: parsed.SPAM_MIN_FILL_MS_CONTACT,
        quote: parsed.SPAM_MIN_FILL_MS_QUOTE,
        newsletter: parsed.SPAM_MIN_FILL_MS_NEWSLETTER,
      },
      maxLinks: parsed.SPAM_MAX_LINKS,
      addressMax: parsed.SPAM_ADDRESS_MAX,
      emailMax: parsed.SPAM_EMAIL_MAX,
    },
    workflow: { timeZone: parsed.DESK_TIME_ZONE, digestHour: parsed.DIGEST_HOUR },
    visits: {
      rawDays: parsed.ANALYTICS_RAW_DAYS,
      beaconRateLimitMax: parsed.BEACON_RATE_LIMIT_MAX,
      pageViewGatherMs: parsed.PAGE_VIEW_GATHER_MS,
      pageViewRateLimitMax: parsed.PAGE_VIEW_RATE_LIMIT_MAX,
    },
  };
}

/** The first owner only when both halves are set; the e-mail as the store keeps it. */
const deskSettings = (parsed: Env): AdminSettings => ({
  firstOwner:
    parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD
      ? { email: parsed.ADMIN_EMAIL.toLowerCase(), password: parsed.ADMIN_PASSWORD }
      : undefined,
  retentionDays: parsed.RETENTION_DAYS,
  clientDir: path.resolve(parsed.ADMIN_DIR ?? path.join(parsed.BUILD_DIR, "admin")),
  auditKey: parsed.AUDIT_KEY,
  analyticsRawDays: parsed.ANALYTICS_RAW_DAYS,
});

/** A mailbox without its user and password cannot be read: IMAP_HOST alone stops the start. */
function imapConfig(parsed: Env): ImapConfig | undefined {
  if (!parsed.IMAP_HOST) return undefined;
  if (!parsed.IMAP_USER || !parsed.IMAP_PASS)
    throw new Error("IMAP_USER and IMAP_PASS must be set when IMAP_HOST is");
  return {
    host: parsed.IMAP_HOST,
    port: parsed.IMAP_PORT,
    secure: parsed.IMAP_PORT === 993,
    requireTls: parsed.IMAP_REQUIRE_TLS === "1",
    user: parsed.IMAP_USER,
    pass: parsed.IMAP_PASS,
    mailbox: parsed.IMAP_MAILBOX,
    pollMs: parsed.IMAP_POLL_MS,
    newLeads: parsed.IMAP_NEW_LEADS === "1",
  };
}

/** An unsigned webhook proves nothing to its receiver: URLs without a secret stop the start. */
function webhookConfig(parsed: Env): ServerConfig["webhooks"] {
  if (parsed.WEBHOOK_URLS.length === 0) return undefined;
  if (!parsed.WEBHOOK_SECRET) throw new Error("WEBHOOK_SECRET must be set when WEBHOOK_URLS is");
  const { WEBHOOK_URLS: urls, WEBHOOK_SECRET: secret, WEBHOOK_TIMEOUT_MS: timeoutMs } = parsed;
  return { urls, secret, timeoutMs };
}

/**
 * A database URL fit for a log line: the password is replaced wherever it is written, in the
 * user part (`postgres://user:secret@host`) or the query (`?password=secret`, `sslpassword`).
 */
export function redactedDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "redacted";
  for (const key of [...parsed.searchParams.keys()])
    if (key.toLowerCase().includes("pass")) parsed.searchParams.set(key, "redacted");
  return parsed.toString();
}
