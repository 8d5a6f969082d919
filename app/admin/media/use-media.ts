import { useEffect, useState } from "react";
import type { MediaItem } from "@contracts/media";
import { api } from "~/admin/api";

/** The media library's pictures, newest first, and a way to change the list after an upload or delete. */
export function useMedia() {
  const [items, setItems] = useState<MediaItem[]>();
  const [error, setError] = useState("");
  useEffect(() => {
    api<MediaItem[]>("/media")
      .then(setItems)
      .catch((failure: unknown) => setError((failure as Error).message));
  }, []);
  return { items, error, setItems };
}
