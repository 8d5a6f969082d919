import { useEffect, useState } from "react";
import type { MediaItem } from "@contracts/media";
import { api } from "~/admin/api";

/**
 * The media library's pictures, newest first, read once `wanted` (at once by default; a picker
 * waits for its dialog, so a form of many image fields reads the library once one is opened),
 * and a way to change the list after an upload or delete.
 */
export function useMedia(wanted = true) {
  const [items, setItems] = useState<MediaItem[]>();
  const [error, setError] = useState("");
  useEffect(() => {
    if (!wanted) return;
    api<MediaItem[]>("/media")
      .then(setItems)
      .catch((failure: unknown) => setError((failure as Error).message));
  }, [wanted]);
  return { items, error, setItems };
}
