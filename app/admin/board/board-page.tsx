import { useCallback, useEffect, useRef, useState } from "react";
import type { LeadStatus, StatusChange } from "@contracts/desk";
import type { StatusBody } from "@contracts/desk-schema";
import type { Board, BoardCard as Card } from "@contracts/revenue";
import { api } from "~/admin/api";
import { Shell } from "~/admin/shell";
import { formatDeal } from "~/admin/revenue/format-money";
import { LostReasonsSection } from "~/admin/revenue/lost-reasons-section";
import { useLostReasons } from "~/admin/revenue/use-lost-reasons";
import { cardName } from "./board-card";
import { BoardColumn, type OpenMove } from "./board-column";
import { statusLabels } from "./status-labels";

export function BoardPage() {
  return (
    <Shell title="Board" current="board">
      {() => <BoardPanel />}
    </Shell>
  );
}

/** What a move's announcement says: the lead, where it went, and its value or reason. */
function moveText(card: Card, change: StatusChange) {
  const outcome =
    change.status === "won" && change.deal
      ? ` at ${formatDeal(change.deal)}`
      : change.status === "lost" && change.lostReason
        ? ` (${change.lostReason})`
        : "";
  return `Moved ${cardName(card)} to ${statusLabels[change.status]}${outcome}.`;
}

/**
 * The pipeline: a column per status, each card moved by drag and drop or by its "Move…" form,
 * through the same status change the lead's page makes. The move is announced in a live region
 * and the focus follows the card to its new column.
 */
function BoardPanel() {
  const { board, error, announcement, openMove, setOpenMove, move } = useBoard();
  const [reasons, setReasons] = useLostReasons();
  const drop = (id: number, status: LeadStatus) => {
    const column = board?.columns.find(({ cards }) => cards.some((card) => card.id === id));
    const card = column?.cards.find((found) => found.id === id);
    if (!card || column?.status === status) return;
    if (status === "won" || status === "lost") setOpenMove({ id, status });
    else void move(card, { status });
  };

  if (error)
    return (
      <p role="alert" className="mt-4 font-semibold text-red-800">
        {error}
      </p>
    );
  return (
    <>
      <p className="mt-1 text-sm text-slate-text">
        Drag a card to another column, or press its “Move…” button. Values are summed per currency,
        never converted.
      </p>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm font-semibold">
        {announcement}
      </p>
      {board ? (
        <div
          className="mt-2 flex snap-x gap-3 overflow-x-auto pb-3"
          // A region that scrolls sideways on a phone: focusable, so the keyboard scrolls it too.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label="Columns"
        >
          {board.columns.map((column) => (
            <BoardColumn
              key={column.status}
              column={column}
              cardsPerColumn={board.cardsPerColumn}
              openMove={openMove}
              reasons={reasons}
              onOpen={setOpenMove}
              onMove={(card, body) => void move(card, body)}
              onDrop={drop}
            />
          ))}
        </div>
      ) : (
        <p role="status" className="mt-4 text-slate-text">
          Loading…
        </p>
      )}
      <LostReasonsSection reasons={reasons} onChange={setReasons} />
    </>
  );
}

/** The board read and reread after each move, the move's announcement, the card to focus. */
function useBoard() {
  const [board, setBoard] = useState<Board>();
  const [error, setError] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [openMove, setOpenMove] = useState<OpenMove>();
  const moved = useRef<number | undefined>(undefined);

  const load = useCallback(
    () =>
      api<Board>("/board")
        .then(setBoard)
        .catch((failure: unknown) => setError((failure as Error).message)),
    [],
  );
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (moved.current === undefined) return;
    document.getElementById(`card-${moved.current}`)?.focus();
    moved.current = undefined;
  }, [board]);

  const move = async (card: Card, body: StatusBody) => {
    try {
      const change = await api<StatusChange>(`/leads/${card.id}/status`, { method: "POST", body });
      setOpenMove(undefined);
      moved.current = card.id;
      await load();
      setAnnouncement(moveText(card, change));
    } catch (failure) {
      setAnnouncement((failure as Error).message);
    }
  };
  return { board, error, announcement, openMove, setOpenMove, move };
}
