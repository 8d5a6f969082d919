import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach } from "vitest";
import { hydrateIslands } from "~/islands/hydrate-islands";

const mounted: Array<{ container: HTMLElement; unmount: () => void }> = [];

afterEach(() => {
  for (const { container, unmount } of mounted.splice(0)) {
    act(unmount);
    container.remove();
  }
});

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * Runs `work` on React's real scheduler: hydrateIslands resolves only once React has committed,
 * which inside act() would wait for act itself.
 */
export async function withoutAct<T>(work: () => Promise<T>): Promise<T> {
  const previous = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await work();
  } finally {
    globalThis.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

/**
 * For tests: what a visitor gets. Renders `element` to HTML as the build does, puts it in the
 * document and hydrates its islands as app/entry.client.tsx does. Hydration errors reach
 * console.error, which the test setup turns into failures.
 */
export async function renderHydrated(element: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const roots = await withoutAct(() => hydrateIslands(document));
  mounted.push({ container, unmount: () => roots.forEach((root) => root.unmount()) });
  return container;
}
