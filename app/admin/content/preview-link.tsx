import { useState } from "react";
import type { ContentPreviewLink } from "@contracts/content";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { api } from "~/admin/api";
import { formatTime } from "~/admin/format-time";
import { contentPath } from "./use-content-document";

/** A private link to the saved draft, to send to a colleague: signed, and it expires. */
export function PreviewLink({ documentKey, unsaved }: { documentKey: string; unsaved: boolean }) {
  const [link, setLink] = useState<ContentPreviewLink>();
  const [notice, setNotice] = useState("");
  const make = async () => {
    try {
      setLink(
        await api<ContentPreviewLink>(contentPath(documentKey, "preview-link"), {
          method: "POST",
          body: {},
        }),
      );
      setNotice("");
    } catch (failure) {
      setNotice((failure as Error).message);
    }
  };
  return (
    <div className="mt-4 text-sm">
      <Button size="sm" variant="secondary" onClick={() => void make()}>
        Private preview link
      </Button>
      {unsaved && (
        <span className="ml-2 text-slate-text">
          It shows the saved draft: save your edits first.
        </span>
      )}
      {link && (
        <Field
          id="content-preview-link"
          label="Link to the draft"
          hint={`Anyone with it sees the draft until ${formatTime(link.expiresAt)}.`}
          className="mt-2"
        >
          {(control) => (
            <input
              {...control}
              type="text"
              readOnly
              value={link.url}
              onFocus={(event) => event.target.select()}
            />
          )}
        </Field>
      )}
      <p role="status" className="mt-1 empty:hidden">
        {notice}
      </p>
    </div>
  );
}
