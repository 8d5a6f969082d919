import type { InboundStatus } from "@contracts/inbound";
import type { ContentService } from "../content-desk/content-service";
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
  /** The site's content as the Content section edits it, publishing on this server's live site. */
  content?: ContentService;
}
