import { useEffect, useState } from "react";
import type { AuditLogPage, RetentionRun } from "@contracts/desk";
import { api } from "./api";
import { AuditTable } from "./audit-table";
import { PanelSection } from "./panel-section";
import { RetentionSection } from "./retention-section";
import { Shell } from "./shell";

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
      <RetentionSection
        retentionDays={log?.retentionDays}
        notice={notice}
        onRun={() => void runRetention()}
      />
      <PanelSection id="log" title="Changes">
        <p className="mt-1 text-sm text-slate-text">
          Sign-ins (the client as a keyed digest), exports, erasures (the address as a digest),
          status changes, notes, retention runs and owner changes; the latest 200.
        </p>
        {log && log.entries.length === 0 && (
          <p className="mt-2 text-sm text-slate-text">Nothing logged yet.</p>
        )}
        {log && log.entries.length > 0 && <AuditTable entries={log.entries} />}
      </PanelSection>
    </>
  );
}
