/**
 * The company mailbox's reader as the desk and /readyz report it (server/inbound/): GET
 * /admin/api/inbound/status.
 */
export interface InboundStatus {
  /**
   * off: no IMAP_HOST. connecting: a first attempt. reading: connected, new mail read as it
   * comes. standby: another server holds the reader's lease. failing: the last attempt failed;
   * the next is at nextAttemptAt.
   */
  state: "off" | "connecting" | "reading" | "standby" | "failing";
  mailbox: string | null;
  lastReadAt: string | null;
  /** Why the mailbox could not be read, in words (never a password). */
  lastError: string | null;
  failingSince: string | null;
  nextAttemptAt: string | null;
}
