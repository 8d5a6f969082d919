import { useState } from "react";
import type { MediaItem } from "@contracts/media";
import { Button } from "~/components/ui/button";
import { api } from "~/admin/api";
import { PanelSection } from "~/admin/panel-section";
import { Shell } from "~/admin/shell";
import { MediaGrid } from "./media-grid";
import { MediaUpload } from "./media-upload";
import { useMedia } from "./use-media";

/** The desk's Media page: upload a picture with its alt text, see them all, delete one not in use. */
export function MediaLibraryPage() {
  return (
    <Shell title="Media" current="media">
      {() => <MediaLibrary />}
    </Shell>
  );
}

function MediaLibrary() {
  const { items, error, setItems } = useMedia();
  const [notice, setNotice] = useState("");

  const uploaded = (item: MediaItem) => {
    setItems((list) => [item, ...(list ?? [])]);
    setNotice(`Uploaded “${item.alt}”.`);
  };

  const remove = async (item: MediaItem) => {
    try {
      await api(`/media/${item.id}`, { method: "DELETE" });
      setItems((list) => list?.filter((candidate) => candidate.id !== item.id));
      setNotice(`Deleted “${item.alt}”.`);
    } catch (failure) {
      setNotice((failure as Error).message);
    }
  };

  return (
    <>
      <PanelSection id="media-upload" title="Upload a picture">
        <MediaUpload onUploaded={uploaded} />
      </PanelSection>
      <PanelSection id="media-list" title="Pictures">
        <p role="status" className="mt-2 text-sm text-slate-text empty:hidden">
          {notice || error}
        </p>
        {items ? (
          <MediaGrid
            items={items}
            actions={(item) => (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Delete “${item.alt}”`}
                onClick={() => void remove(item)}
              >
                Delete
              </Button>
            )}
          />
        ) : (
          !error && <p className="mt-4 text-slate-text">Loading…</p>
        )}
      </PanelSection>
    </>
  );
}
