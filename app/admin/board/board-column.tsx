import { useState } from "react";
import type { LeadStatus } from "@contracts/desk";
import type { StatusBody } from "@contracts/desk-schema";
import type { BoardCard as Card, BoardColumn as Column } from "@contracts/revenue";
import { cn } from "~/lib/cn";
import { formatSums } from "~/admin/revenue/format-money";
import { BoardCard } from "./board-card";
import { statusLabels } from "./status-labels";

/** A card's open move form: which card, to which status. */
export interface OpenMove {
  id: number;
  status: LeadStatus;
}

/**
 * One status of the board: its heading with every lead counted and valued, its newest cards,
 * and a drop target: a card dropped here moves at once, or, when the move takes a value or a
 * reason (won, lost), opens the card's move form.
 */
export function BoardColumn({
  column,
  cardsPerColumn,
  openMove,
  reasons,
  onOpen,
  onMove,
  onDrop,
}: {
  column: Column;
  cardsPerColumn: number;
  openMove: OpenMove | undefined;
  reasons: readonly string[];
  onOpen: (move: OpenMove | undefined) => void;
  onMove: (card: Card, body: StatusBody) => void;
  onDrop: (id: number, status: LeadStatus) => void;
}) {
  const [over, setOver] = useState(false);
  const headingId = `column-${column.status}`;
  return (
    // Dropping is the mouse's shortcut; each card's "Move…" form is the keyboard's.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-labelledby={headingId}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const id = Number(event.dataTransfer.getData("text/plain"));
        if (Number.isSafeInteger(id) && id > 0) onDrop(id, column.status);
      }}
      className={cn(
        "w-72 shrink-0 snap-start rounded-card border border-line bg-surface-muted p-3",
        over && "border-brand-500 ring-2 ring-brand-200",
      )}
    >
      <h2 id={headingId} className="text-base font-bold text-ink">
        {statusLabels[column.status]} <span className="font-semibold">· {column.count}</span>
      </h2>
      <p className="text-sm text-slate-text">{formatSums(column.values, "no value")}</p>
      {column.count > column.cards.length && (
        <p className="mt-1 text-xs text-slate-text">
          The newest {cardsPerColumn} of {column.count}.
        </p>
      )}
      <ol className="mt-3 grid gap-2">
        {column.cards.map((card) => (
          <BoardCard
            key={card.id}
            card={card}
            status={column.status}
            open={openMove?.id === card.id ? openMove.status : undefined}
            reasons={reasons}
            onOpen={(status) => onOpen(status ? { id: card.id, status } : undefined)}
            onMove={onMove}
          />
        ))}
      </ol>
    </section>
  );
}
