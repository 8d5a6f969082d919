import { useEffect, useState } from "react";
import type { AuditLogPage, RetentionRun } from "@contracts/desk";
import { Button } from "~/components/ui/button";
import { api } from "./api";
import { formatTime } from "./format-time";
import { panelClass, Shell } from "./shell";

export function Audit() {
  return (
    <Shell title="Audit log" current="audit">
      {() => <AuditLog />}
    </Shell>
  );
}

function AuditLog() {
  const [log, setLog] = useState<AuditLogPage>();
  const [notice, setNotice] = useState("");

  const load = () =>
    api<AuditLogPage>("/audit")
      .then(setLog)
      .catch((failure: unknown) => setNotice((failure as Error).message));
  useEffect(() => {
    void load();
  }, []);

  const runRetention = async () => {
    try {
      const { deleted, days } = await api<RetentionRun>("/retention", {
        method: "POST",
      });
      setNotice(`Deleted ${deleted} ${deleted === 1 ? "lead" : "leads"} older than ${days} days.`);
      await load();
    } catch (failure) {
      setNotice((failure as Error).message);
    }
  };

  return (
    <>
      <section aria-labelledby="retention-heading" className={`${panelClass} mt-4`}>
        <h2 id="retention-heading" className="text-lg font-bold">
          Retention
        </h2>
        <p className="mt-1 text-sm text-slate-text">
          {log?.retentionDays
            ? `Leads older than ${log.retentionDays} days are deleted daily.`
            : "RETENTION_DAYS is not set: leads are kept until erased."}
        </p>
        {log?.retentionDays ? (
          <Button
            size="sm"
            variant="secondary"
            className="mt-3"
            onClick={() => void runRetention()}
          >
            Delete old leads now
          </Button>
        ) : null}
        <p role="status" className="mt-2 min-h-5 text-sm">
          {notice}
        </p>
      </section>
      <section aria-labelledby="log-heading" className={`${panelClass} mt-4`}>
        <h2 id="log-heading" className="text-lg font-bold">
          Changes
        </h2>
        {log && log.entries.length === 0 && (
          <p className="mt-2 text-sm text-slate-text">Nothing logged yet.</p>
        )}
        {log && log.entries.length > 0 && (
          // Scrollable on a phone: focusable, so the keyboard can scroll it too.
          <div
            className="mt-3 overflow-x-auto"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label="Audit log entries"
          >
            <table className="w-full min-w-140 text-left text-sm">
              <thead className="border-b border-line">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    When
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Who
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    What
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Detail
                  </th>
                </tr>
              </thead>
              <tbody>
                {log.entries.map((entry, index) => (
                  <tr key={`${entry.at}-${index}`} className="border-b border-line last:border-0">
                    <td className="py-2 pr-4 whitespace-nowrap">{formatTime(entry.at)}</td>
                    <td className="py-2 pr-4 break-all">{entry.actor}</td>
                    <td className="py-2 pr-4">{entry.action}</td>
                    <td className="py-2 break-all">{entry.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
