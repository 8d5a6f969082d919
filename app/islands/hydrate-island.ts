import { createElement, startTransition, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { IslandSlot } from "./island-slot";
import { islandLoaders, slotId, type IslandName, type IslandPayload } from "./registry";

const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(islandLoaders, name);

/** Renders nothing; tells its island's caller when React has committed the hydrated tree. */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** The slot as the build rendered it, with its prerendered HTML. */
function slotElement(root: HTMLElement, id: string) {
  const slot = [...root.querySelectorAll<HTMLElement>("[data-island-slot]")].find(
    (element) => element.dataset.islandSlot === id && element.closest("[data-island]") === root,
  );
  if (!slot) throw new Error(`Island slot "${id}" is missing from the page`);
  return createElement(IslandSlot, { key: id, id, html: slot.innerHTML });
}

/**
 * Hydrates one island as its own React root and resolves once React has committed it; an
 * off-page island, whose markup the build took out of the page, is rendered instead. This
 * module is the only one that imports react-dom: hydrate-islands.ts loads it on the first island
 * that is needed, so react-dom's evaluation (the largest task of a page) never shares a task with
 * the page's start-up.
 */
export async function hydrateIsland(root: HTMLElement): Promise<Root> {
  const name = root.dataset.island;
  if (!isIslandName(name)) throw new Error(`Unknown island "${name ?? ""}"`);
  const payload = JSON.parse(root.dataset.props ?? "{}") as IslandPayload;
  const props: Record<string, unknown> = { ...payload.props };
  for (const [prop, count] of Object.entries(payload.slots)) {
    props[prop] =
      count === null
        ? slotElement(root, slotId(prop))
        : Array.from({ length: count }, (_, index) => slotElement(root, slotId(prop, index)));
  }
  const Component = (await islandLoaders[name]()) as React.ComponentType<Record<string, unknown>>;
  let reactRoot!: Root;
  await new Promise<void>((onCommit) => {
    // A transition lets React hydrate in slices that yield to the browser (no long task), and
    // still hydrate at once the part a visitor clicks or types into (selective hydration).
    // From here on React itself replays a click on the island (see onEarlyClick).
    root.dataset.hydrating = "";
    const tree = createElement(Committed, { onCommit }, createElement(Component, props));
    startTransition(() => {
      if (root.hasAttribute("data-off-page")) {
        reactRoot = createRoot(root);
        reactRoot.render(tree);
        return;
      }
      reactRoot = hydrateRoot(root, tree, {
        onRecoverableError: (error) => console.error(`Island "${name}" failed to hydrate`, error),
      });
    });
  });
  root.dataset.hydrated = "";
  return reactRoot;
}
