import { EraseByEmail } from "~/admin/erase-by-email";
import { Shell } from "~/admin/shell";

/** The desk's privacy work: erasing a person's leads on request (retention is on the audit log). */
export function Privacy() {
  return (
    <Shell title="Privacy" current="privacy">
      {() => (
        <>
          <EraseByEmail />
          <p className="mt-6 text-sm text-slate-text">
            How long leads are kept, and every erasure made, are on the{" "}
            <a href="/admin/audit" className="font-semibold text-brand-700 underline">
              audit log
            </a>
            .
          </p>
        </>
      )}
    </Shell>
  );
}
