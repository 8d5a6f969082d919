import { useEffect, useRef, useState } from "react";
import type { ContentIssue, ContentRefusal } from "@contracts/content";
import { api, ApiError } from "~/admin/api";
import { contentPath } from "./use-content-document";

/** The two widths the preview shows the page at, as a phone and a desktop browser draw it. */
const widths = [
  { name: "Phone", width: 375, height: 740 },
  { name: "Desktop", width: 1280, height: 900 },
] as const;

/** The blank page the frames load (the site's styles allowed, no script); the desk writes into it. */
export const previewFramePath = "/admin/preview-frame";

/**
 * Puts a rendered page in a frame's document in place of what it showed: the document stays
 * the frame's, under the frame's CSP (no script runs; a parsed page's scripts never do), and
 * where the owner had scrolled to stays too.
 */
function writeInto(frame: HTMLIFrameElement | null, html: string) {
  const document = frame?.contentDocument;
  if (!document?.documentElement) return;
  const page = new DOMParser().parseFromString(html, "text/html");
  document.replaceChild(document.importNode(page.documentElement, true), document.documentElement);
}

/** A frame of `width` scaled down to the column it stands in. */
function ScaledFrame({
  name,
  width,
  height,
  frameRef,
  onLoad,
}: {
  name: string;
  width: number;
  height: number;
  frameRef: (frame: HTMLIFrameElement | null) => void;
  onLoad: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.3);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(Math.min(1, entry.contentRect.width / width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-xs font-semibold text-slate-text">
        {name} ({width} px)
      </figcaption>
      <div
        ref={box}
        className="relative overflow-hidden rounded-lg border border-line bg-white"
        style={{ height: height * scale }}
      >
        <iframe
          ref={frameRef}
          title={`Preview at ${name.toLowerCase()} width`}
          src={previewFramePath}
          onLoad={onLoad}
          className="absolute top-0 left-0 origin-top-left border-0"
          style={{ width, height, transform: `scale(${scale})` }}
        />
      </div>
    </figure>
  );
}

interface Drawing {
  documentKey: string;
  path: string;
  value: unknown;
  /** The page drawn from these edits, and how long it took from the request. */
  shown: (html: string, ms: number) => void;
  failed: (failure: unknown) => void;
}

/**
 * Draws the newest edits as soon as the server is free: a keystroke after a pause is sent at
 * once (no wait for the typing to rest), and keystrokes made while a page is being drawn are
 * sent together, once it is drawn. One request at a time: the preview never queues renders the
 * owner has already typed past, and a fast typist costs the server no more than it can draw.
 * What arrives after the editor closed is ignored.
 */
function createDrawer() {
  let busy = false;
  let next: Drawing | undefined;
  let open = true;
  async function draw(drawing: Drawing): Promise<void> {
    if (busy) {
      next = drawing;
      return;
    }
    busy = true;
    const started = performance.now();
    try {
      const rendered = await api<{ html: string }>(contentPath(drawing.documentKey, "preview"), {
        method: "POST",
        body: { content: drawing.value, path: drawing.path },
      });
      if (open && !next) drawing.shown(rendered.html, Math.round(performance.now() - started));
    } catch (failure) {
      if (open && !next) drawing.failed(failure);
    } finally {
      busy = false;
      const waiting = next;
      next = undefined;
      if (waiting && open) void draw(waiting);
    }
  }
  return {
    draw,
    open: () => {
      open = true;
    },
    close: () => {
      open = false;
    },
  };
}

/**
 * The page as the edits make it, at a phone's width and a desktop's side by side: on each
 * edit the server draws the page from them (never stored, never public) and both frames show
 * it. A refusal marks the fields instead.
 */
export function ContentPreview({
  documentKey,
  path,
  value,
  onIssues,
}: {
  documentKey: string;
  path: string | undefined;
  value: unknown;
  onIssues: (issues: ContentIssue[]) => void;
}) {
  const frames = useRef<Array<HTMLIFrameElement | null>>([]);
  const html = useRef("");
  const [state, setState] = useState("");
  const [drawer] = useState(createDrawer);
  useEffect(() => {
    drawer.open();
    return drawer.close;
  }, [drawer]);

  useEffect(() => {
    if (!path) return;
    void drawer.draw({
      documentKey,
      path,
      value,
      shown(drawn, ms) {
        html.current = drawn;
        for (const frame of frames.current) writeInto(frame, drawn);
        onIssues([]);
        setState(`Drawn in ${ms} ms.`);
      },
      failed(failure) {
        if (failure instanceof ApiError && failure.status === 422)
          onIssues((failure.answer as ContentRefusal).issues ?? []);
        setState(`Not drawn: ${(failure as Error).message}`);
      },
    });
  }, [documentKey, path, value, onIssues, drawer]);

  if (!path)
    return (
      <p className="text-sm text-slate-text">This content has no page of its own to preview.</p>
    );
  return (
    <section aria-label="Preview of the draft">
      {/* Side by side where there is room; on a phone one above the other, the phone's at its width. */}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,7fr)]">
        {widths.map((frame, index) => (
          <ScaledFrame
            key={frame.name}
            {...frame}
            frameRef={(element) => {
              frames.current[index] = element;
            }}
            onLoad={() => {
              if (html.current) writeInto(frames.current[index] ?? null, html.current);
            }}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-text" data-preview-state>
        {state}
      </p>
    </section>
  );
}
