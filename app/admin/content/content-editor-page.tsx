import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Shell } from "~/admin/shell";
import { ArticleRemoval } from "./article-actions";
import { ContentHistory } from "./content-history";
import { contentState } from "./content-list";
import { ContentPreview } from "./content-preview";
import { PreviewLink } from "./preview-link";
import { ScheduleControl } from "./schedule-control";
import { SchemaForm } from "./schema-form";
import { useContentDocument } from "./use-content-document";

/** One document's editor page: the form beside its preview, its actions, its history. */
export function ContentEditorPage({ documentKey }: { documentKey: string }) {
  const [title, setTitle] = useState("Content");
  return (
    <Shell title={title} current="content" opensTo="editor">
      {() => <ContentEditor documentKey={documentKey} onTitle={setTitle} />}
    </Shell>
  );
}

function ContentEditor({
  documentKey,
  onTitle,
}: {
  documentKey: string;
  onTitle: (title: string) => void;
}) {
  const editor = useContentDocument(documentKey);
  const { document, value, setValue, issues, notice, busy, unsaved, overtakenBy, actions } = editor;
  const [showHistory, setShowHistory] = useState(false);
  const label = document?.label;
  useEffect(() => {
    if (label) onTitle(label);
  }, [label, onTitle]);

  if (!document || value === undefined)
    return (
      <p role="status" className="mt-4 text-slate-text">
        {notice || "Loading…"}
      </p>
    );
  return (
    <>
      <Toolbar
        state={`${contentState(document)}${unsaved ? " · unsaved edits (kept in this browser)" : ""}`}
        busy={busy}
        unsaved={unsaved}
        overtaken={overtakenBy !== undefined}
        notice={notice}
        actions={actions}
        showHistory={showHistory}
        onHistory={() => setShowHistory(!showHistory)}
      />
      <div id="content-history">
        {showHistory && (
          <ContentHistory
            documentKey={documentKey}
            document={document}
            busy={busy}
            onRestore={actions.restore}
          />
        )}
      </div>
      {/* On a phone the preview sits below a long form: one tap reaches it, one tap back. */}
      <p className="mt-3 text-sm lg:hidden">
        <a href="#content-preview" className="font-semibold text-brand-700 underline">
          Go to the preview
        </a>
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form
          id="content-form"
          aria-label={`Edit ${document.label}`}
          className="min-w-0 scroll-mt-16"
          onSubmit={(event) => {
            event.preventDefault();
            void actions.saveDraft();
          }}
        >
          <SchemaForm
            schema={document.schema}
            value={value}
            onChange={setValue}
            issues={issues}
            pages={document.pages}
          />
        </form>
        <PreviewColumn
          documentKey={documentKey}
          document={document}
          value={value}
          unsaved={unsaved}
          busy={busy}
          editor={editor}
        />
      </div>
    </>
  );
}

/** The preview beside the form (below it on a phone), the private link, the schedule. */
function PreviewColumn({
  documentKey,
  document,
  value,
  unsaved,
  busy,
  editor,
}: {
  documentKey: string;
  document: NonNullable<ReturnType<typeof useContentDocument>["document"]>;
  value: unknown;
  unsaved: boolean;
  busy: boolean;
  editor: ReturnType<typeof useContentDocument>;
}) {
  const { actions } = editor;
  return (
    <aside
      id="content-preview"
      aria-label="Preview"
      className="min-w-0 scroll-mt-16 lg:sticky lg:top-16 lg:self-start"
    >
      <p className="mb-2 text-sm lg:hidden">
        <a href="#content-form" className="font-semibold text-brand-700 underline">
          Back to the form
        </a>
      </p>
      <ContentPreview
        documentKey={documentKey}
        path={document.paths[0]}
        value={value}
        onIssues={editor.setIssues}
      />
      <PreviewLink documentKey={documentKey} unsaved={unsaved} />
      <ScheduleControl
        scheduled={document.scheduled}
        busy={busy}
        onSchedule={actions.schedule}
        onCancel={actions.cancelSchedule}
      />
      {document.group === "Insights" && document.key.startsWith("insights/") && (
        <ArticleRemoval document={document} />
      )}
    </aside>
  );
}

/** The document's actions, kept in view as the owner scrolls the form. */
function Toolbar({
  state,
  busy,
  unsaved,
  overtaken,
  notice,
  actions,
  showHistory,
  onHistory,
}: {
  state: string;
  busy: boolean;
  unsaved: boolean;
  /** A publish was refused for a newer version someone saved: it can be loaded. */
  overtaken: boolean;
  notice: string;
  actions: ReturnType<typeof useContentDocument>["actions"];
  showHistory: boolean;
  onHistory: () => void;
}) {
  return (
    <>
      <p className="mt-1 text-sm text-slate-text">
        <a href="/admin/content" className="font-semibold text-brand-700 underline">
          Content
        </a>{" "}
        · {state}
      </p>
      <div
        id="content-actions"
        className="sticky top-0 z-10 -mx-4 mt-3 flex flex-wrap items-center gap-2 border-b border-line bg-white/95 px-4 py-2 md:-mx-6 md:px-6"
      >
        <Button size="sm" disabled={busy || !unsaved} onClick={() => void actions.saveDraft()}>
          Save draft
        </Button>
        <Button size="sm" variant="gradient" disabled={busy} onClick={() => void actions.publish()}>
          Publish
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={showHistory}
          aria-controls="content-history"
          onClick={onHistory}
        >
          History
        </Button>
        {unsaved && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={actions.undoEdits}>
            Undo unsaved edits
          </Button>
        )}
        <p role="status" className="basis-full text-sm text-ink empty:hidden">
          {notice}
        </p>
        {overtaken && (
          <Button size="sm" disabled={busy} onClick={actions.reload}>
            Reload the newest version
          </Button>
        )}
      </div>
    </>
  );
}
