import { createElement, useEffect, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
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

async function hydrateIsland(root: HTMLElement): Promise<Root> {
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
    reactRoot = hydrateRoot(
      root,
      createElement(Committed, { onCommit }, createElement(Component, props)),
      { onRecoverableError: (error) => console.error(`Island "${name}" failed to hydrate`, error) },
    );
  });
  return reactRoot;
}

/**
 * Hydrates every island of the page, each as its own React root, and resolves with the roots
 * once all of them have committed.
 */
export function hydrateIslands(document: Document): Promise<Root[]> {
  const roots = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter(
    // An island inside another island's slot belongs to the slot's static HTML.
    (root) => root.parentElement?.closest("[data-island]") === null,
  );
  return Promise.all(roots.map(hydrateIsland));
}
