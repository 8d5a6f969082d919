import { Button } from "~/components/ui/button";
import { PanelSection } from "./panel-section";

/** How long leads are kept (RETENTION_DAYS), and deleting the older ones now. */
export function RetentionSection({
  retentionDays,
  notice,
  onRun,
}: {
  retentionDays: number | null | undefined;
  notice: string;
  onRun: () => void;
}) {
  return (
    <PanelSection id="retention" title="Retention">
      <p className="mt-1 text-sm text-slate-text">
        {retentionDays
          ? `Leads older than ${retentionDays} days are deleted daily.`
          : "RETENTION_DAYS is not set: leads are kept until erased."}
      </p>
      {retentionDays ? (
        <Button size="sm" variant="secondary" className="mt-3" onClick={onRun}>
          Delete old leads now
        </Button>
      ) : null}
      <p role="status" className="mt-2 min-h-5 text-sm">
        {notice}
      </p>
    </PanelSection>
  );
}
