import type { ReactNode } from "react";
import type { MediaItem } from "@contracts/media";

/** The smallest size the library has of a picture, for its thumbnail. */
const thumbnailOf = (item: MediaItem) => {
  const first = item.picture.sources.webp?.split(",")[0]?.trim().split(" ")[0];
  return first ?? item.picture.img.src;
};

/**
 * The library's pictures as a grid of thumbnails, each with its alt text and size; what each
 * offers (choose, delete) is the caller's `actions`.
 */
export function MediaGrid({
  items,
  actions,
  selected,
}: {
  items: MediaItem[];
  actions: (item: MediaItem) => ReactNode;
  /** The picture chosen now, marked. */
  selected?: string;
}) {
  if (items.length === 0)
    return <p className="mt-4 text-slate-text">No pictures yet: upload the first one.</p>;
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.id}
          className={`flex flex-col overflow-hidden rounded-xl border bg-white ${
            item.id === selected ? "border-brand-600 ring-2 ring-brand-600" : "border-line"
          }`}
        >
          <img
            src={thumbnailOf(item)}
            alt={item.alt}
            width={item.width}
            height={item.height}
            loading="lazy"
            className="aspect-[4/3] w-full bg-slate-100 object-cover"
          />
          <div className="flex flex-1 flex-col gap-2 p-3">
            <p className="line-clamp-2 text-sm text-ink">{item.alt}</p>
            <p className="text-xs text-slate-text">
              {item.width} × {item.height} px
            </p>
            <div className="mt-auto flex flex-wrap gap-2">{actions(item)}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
