import type { ReactNode } from "react";

export type IslandSlotProps = { id: string } & (
  { children: ReactNode; html?: never } | { html: string; children?: never }
);

/**
 * Rich content passed through an island. At build time it renders its `children`; in the
 * browser the same element gets the prerendered `html` back and keeps it as it is, so the
 * content never has to be JavaScript.
 */
export function IslandSlot({ id, children, html }: IslandSlotProps) {
  return html === undefined ? (
    <div data-island-slot={id} className="contents">
      {children}
    </div>
  ) : (
    <div data-island-slot={id} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
