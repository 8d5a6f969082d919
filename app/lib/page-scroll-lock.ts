/**
 * Keeps the page from scrolling behind a modal panel; returns the function that lets it scroll
 * again. Setting `overflow` on the root makes Chromium lay out the whole page, so a panel that
 * must open fast locks after its first frame (`afterNextPaint`), when nothing waits on it.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  const previous = root.style.overflow;
  root.style.overflow = "hidden";
  return () => {
    root.style.overflow = previous;
  };
}

/**
 * Runs `effect` once the next frame has been painted (a task queued from the frame's
 * animation callbacks runs after its paint). Returns a cleanup: before then it cancels
 * `effect`, after it undoes it.
 */
export function afterNextPaint(effect: () => () => void): () => void {
  let undo: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => (undo = effect()));
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    undo?.();
  };
}
