import { useEffect, useState } from "react";
import type { ContentChange, ContentDocument, ContentVersion } from "@contracts/content";
import { Button } from "~/components/ui/button";
import { api } from "~/admin/api";
import { formatTime } from "~/admin/format-time";
import { PanelSection } from "~/admin/panel-section";
import { pathInWords } from "./field-label";
import { contentPath } from "./use-content-document";

/** A value in a change's line: a text quoted and cut short, anything else in a word. */
function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  if (typeof value === "string") return `“${value.length > 80 ? `${value.slice(0, 79)}…` : value}”`;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (value && typeof value === "object") return "a group of fields";
  return String(value);
}

function Change({ document, change }: { document: ContentDocument; change: ContentChange }) {
  return (
    <li>
      <span className="font-semibold">{pathInWords(document.schema, change.path)}</span>:{" "}
      {shown(change.before)} → {shown(change.after)}
    </li>
  );
}

/**
 * Every version of a document, newest first: who saved it and when, whether it went live, and
 * what changed field by field. Restore makes an earlier version the draft again.
 */
export function ContentHistory({
  documentKey,
  document,
  busy,
  onRestore,
}: {
  documentKey: string;
  document: ContentDocument;
  busy: boolean;
  onRestore: (version: number) => Promise<unknown>;
}) {
  const [versions, setVersions] = useState<ContentVersion[]>();
  const [notice, setNotice] = useState("");
  useEffect(() => {
    api<{ versions: ContentVersion[] }>(contentPath(documentKey, "history"))
      .then((found) => setVersions(found.versions))
      .catch((failure: unknown) => setNotice((failure as Error).message));
  }, [documentKey, document]);

  return (
    <PanelSection id="content-history" title="History">
      {!versions ? (
        <p role="status" className="mt-2 text-sm text-slate-text">
          {notice || "Loading…"}
        </p>
      ) : versions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-text">
          No version saved yet: the site shows the content it shipped with.
        </p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {versions.map((version) => (
            <VersionEntry
              key={version.version}
              version={version}
              document={document}
              busy={busy}
              onRestore={onRestore}
            />
          ))}
        </ol>
      )}
    </PanelSection>
  );
}

/** One version: its number, who saved it and when, live or not, Restore, and what changed. */
function VersionEntry({
  version,
  document,
  busy,
  onRestore,
}: {
  version: ContentVersion;
  document: ContentDocument;
  busy: boolean;
  onRestore: (version: number) => Promise<unknown>;
}) {
  return (
    <li className="rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="font-semibold">
            {version.shipped ? "As shipped" : `Version ${version.version}`}
          </span>
          {version.live && (
            <span className="ml-2 rounded-full bg-green-100 px-2 text-xs font-semibold text-green-800">
              live
            </span>
          )}
          {version.version === document.draftVersion && !version.live && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">
              draft
            </span>
          )}
          <br />
          {version.savedAt
            ? `Saved by ${version.savedBy}, ${formatTime(version.savedAt)}`
            : `The content of ${version.savedBy}`}
          {version.publishedAt && `; published ${formatTime(version.publishedAt)}`}
        </p>
        {version.version !== document.draftVersion && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={
              version.shipped
                ? "Restore the content as shipped"
                : `Restore version ${version.version}`
            }
            onClick={() => void onRestore(version.version)}
          >
            Restore
          </Button>
        )}
      </div>
      {version.changes.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm break-words text-slate-text">
          {version.changes.slice(0, 20).map((change) => (
            <Change key={JSON.stringify(change.path)} document={document} change={change} />
          ))}
          {version.changes.length > 20 && <li>and {version.changes.length - 20} more</li>}
        </ul>
      )}
    </li>
  );
}
