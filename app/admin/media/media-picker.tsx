import { useId, useRef, useState } from "react";
import type { MediaItem } from "@contracts/media";
import { Button } from "~/components/ui/button";
import { Dialog, type DialogHandle } from "~/components/ui/dialog";
import { MediaGrid } from "./media-grid";
import { MediaUpload } from "./media-upload";
import { useMedia } from "./use-media";

/**
 * An image field's chooser: the picture chosen now, and a dialog with the media library to pick
 * another or upload one (chosen at once). `value` is the picture's id; `onChoose` gets the
 * whole item (its alt text and size too).
 */
export function MediaPicker({
  label,
  value,
  onChoose,
}: {
  label: string;
  value: string;
  onChoose: (item: MediaItem) => void;
}) {
  const id = useId();
  const dialog = useRef<DialogHandle>(null);
  const [opened, setOpened] = useState(false);
  const { items, error, setItems } = useMedia(opened);
  const current = items?.find((item) => item.id === value);

  const choose = (item: MediaItem) => {
    onChoose(item);
    dialog.current?.close();
  };

  return (
    <div>
      <p id={`${id}-label`} className="mb-2 text-sm font-semibold text-ink">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {current ? (
          <img
            src={current.picture.img.src}
            alt={current.alt}
            width={current.width}
            height={current.height}
            className="h-16 w-24 rounded-lg border border-line object-cover"
          />
        ) : (
          <span className="text-sm text-slate-text">
            {!value ? "No picture" : items ? "A picture not in the library" : "A library picture"}
          </span>
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={`${id}-label`}
          onClick={() => {
            setOpened(true);
            dialog.current?.open();
          }}
        >
          {value ? "Change picture" : "Choose picture"}
        </Button>
      </div>
      <Dialog ref={dialog} labelledBy={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
          Choose a picture
        </h2>
        <MediaUpload
          onUploaded={(item) => {
            setItems((list) => [item, ...(list ?? [])]);
            choose(item);
          }}
        />
        {error && <p className="mt-4 text-sm text-red-700">{error}</p>}
        {items && (
          <MediaGrid
            items={items}
            selected={value}
            actions={(item) => (
              <Button
                size="sm"
                aria-label={`Choose “${item.alt}”`}
                aria-pressed={item.id === value}
                onClick={() => choose(item)}
              >
                Choose
              </Button>
            )}
          />
        )}
      </Dialog>
    </div>
  );
}
