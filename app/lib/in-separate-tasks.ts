/**
 * Runs the first step at once and each next one in a task of its own, in order; resolves when
 * the last has run. A page's load is measured by its longest tasks: a step
 * that would be short alone still blocks input for the whole task it shares with the others.
 * Between two steps the browser may paint or answer a click; `scheduler.yield()` where the
 * browser has it (the continuation goes ahead of other queued work), a zero timeout where not.
 */
export async function inSeparateTasks(steps: readonly (() => void)[]): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask();
    step();
  }
}

interface Yielding {
  scheduler?: { yield?: () => Promise<void> };
}

function nextTask(): Promise<void> {
  const scheduler = (globalThis as Yielding).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
