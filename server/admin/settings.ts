import type { InboundStatus } from "@contracts/inbound";
import type { WorkflowRouteOptions } from "../workflow/workflow-routes";

/** The desk's settings, derived from the environment by server/config.ts. */
export interface AdminSettings {
  firstOwner?: { email: string; password: string };
  retentionDays?: number;
  clientDir: string;
  auditKey?: string;
  /** Replies, follow-ups and the desk's time zone (server/workflow/). */
  workflow?: WorkflowRouteOptions & { timeZone: string };
  /** Raw page views and beacons are kept this many days, then only their rollups (server/overview/). */
  analyticsRawDays?: number;
  /** The company mailbox's reader, when IMAP_HOST is set (server/inbound/). */
  inboundStatus?: () => InboundStatus;
}
