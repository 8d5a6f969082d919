import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IslandSlot } from "./island-slot";
import {
  slotId,
  type IslandComponent,
  type IslandName,
  type IslandPayload,
  type IslandProps,
} from "./registry";

type SlotKeys<Name extends IslandName> = {
  [Key in keyof IslandProps<Name>]: IslandProps<Name>[Key] extends ReactNode | ReactNode[]
    ? Key
    : never;
}[keyof IslandProps<Name>];

/**
 * `T` as far as JSON keeps it: strings, numbers, booleans, null, and arrays and plain objects of
 * them. A function becomes `never`, and so does every method of a Date, Map or class instance,
 * so a prop that would not survive JSON.stringify into the page does not compile.
 */
export type Json<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : { [Key in keyof T]: Json<T[Key]> };

export interface IslandOwnProps<Name extends IslandName, Slots extends SlotKeys<Name>> {
  name: Name;
  /** The same component the registry loads for `name`, rendered here at build time. */
  component: IslandComponent<Name>;
  /** Serialisable props, written into the page as JSON for the browser. */
  props: Json<Omit<IslandProps<Name>, Slots>>;
  /**
   * Rich content (React nodes) passed through the island: rendered here once, then handed to
   * the browser's copy of the component as the very same HTML, so it never weighs on the bundle.
   */
  slots?: Pick<IslandProps<Name>, Slots>;
  /**
   * Its markup leaves the page at build time and the browser renders it when it is needed: for
   * an island nobody sees before a visitor asks for it (the quote dialog), whose markup would
   * otherwise weigh on the page's first round trip. The server keeps the markup for the one
   * answer that shows it at once, a form refused without JavaScript (decision 0041).
   */
  offPage?: boolean;
}

/**
 * A component the browser hydrates on load (see docs/decisions/0065). It renders as its own
 * React root, exactly as app/islands/hydrate-islands.ts will hydrate it, so the markup, ids and
 * hydration markers agree; the rest of the page stays static HTML and costs no JavaScript.
 */
export function Island<Name extends IslandName, Slots extends SlotKeys<Name> = never>({
  name,
  component,
  props,
  slots,
  offPage = false,
}: IslandOwnProps<Name, Slots>) {
  // A slot's HTML comes from the page, and an off-page island's page holds none of it.
  if (offPage && slots) throw new Error(`Island "${name}": an off-page island takes no slots.`);
  const payload: IslandPayload = { props: props as Record<string, unknown>, slots: {} };
  const slotted: Record<string, ReactNode> = {};
  for (const [prop, value] of Object.entries((slots ?? {}) as Record<string, unknown>)) {
    const nodes = value as ReactNode | ReactNode[];
    if (Array.isArray(nodes)) {
      payload.slots[prop] = nodes.length;
      slotted[prop] = nodes.map((node, index) => (
        <IslandSlot key={slotId(prop, index)} id={slotId(prop, index)}>
          {node}
        </IslandSlot>
      ));
    } else {
      payload.slots[prop] = null;
      slotted[prop] = <IslandSlot id={slotId(prop)}>{nodes}</IslandSlot>;
    }
  }
  const Component = component as React.ComponentType<Record<string, unknown>>;
  // The dev server serves the page as postbuild leaves it: an off-page island empty.
  const html =
    offPage && import.meta.env.DEV
      ? ""
      : renderToString(<Component {...payload.props} {...slotted} />);
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(payload)}
      data-off-page={offPage ? "" : undefined}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
