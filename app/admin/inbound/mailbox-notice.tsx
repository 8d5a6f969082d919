import { useEffect, useState } from "react";
import type { InboundStatus } from "@contracts/inbound";
import { api } from "~/admin/api";
import { formatTime } from "~/admin/format-time";

/**
 * Above the leads: says when the company mailbox cannot be read, so clients' answers are not
 * reaching the timelines, with the reason and the next attempt. Nothing while it is read, while
 * another server reads it, or when no mailbox is set.
 */
export function MailboxNotice() {
  const [status, setStatus] = useState<InboundStatus>();
  useEffect(() => {
    api<InboundStatus>("/inbound/status")
      .then(setStatus)
      .catch(() => setStatus(undefined));
  }, []);
  if (status?.state !== "failing") return null;
  return (
    <p
      role="status"
      className="mt-3 rounded-card border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <span className="font-semibold">Clients&apos; answers are not coming in:</span>{" "}
      {status.lastError}
      {status.failingSince ? ` (since ${formatTime(status.failingSince)})` : ""}.
      {status.nextAttemptAt ? ` The next try is at ${formatTime(status.nextAttemptAt)}.` : ""}
    </p>
  );
}
