import type { FormEvent } from "react";
import { leadStatuses, type LeadStatus } from "@contracts/desk";
import type { StatusBody } from "@contracts/desk-schema";
import type { BoardCard as Card } from "@contracts/revenue";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { formatTime } from "~/admin/format-time";
import { formatDeal } from "~/admin/revenue/format-money";
import { OutcomeFields, outcomeBody } from "~/admin/revenue/outcome-fields";
import { statusLabels } from "./status-labels";

/** What a card and its move form share: the card, its column, the reasons, the callbacks. */
interface CardMoveProps {
  card: Card;
  status: LeadStatus;
  reasons: readonly string[];
  onOpen: (target: LeadStatus | undefined) => void;
  onMove: (card: Card, body: StatusBody) => void;
}

/** The name a card, a move and its announcement call a lead by. */
export const cardName = (card: Card) => card.name ?? card.email ?? `Lead ${card.id}`;

/**
 * One lead on the board: its name (a link to its page), what it asked for, its value, and the
 * keyboard's way to move it: "Move…" opens a form with the status to move to, and the value or
 * the reason a move to won or lost takes. A drag does the same (the column opens this form
 * when the move needs a value or a reason).
 */
export function BoardCard({
  card,
  status,
  open,
  reasons,
  onOpen,
  onMove,
}: CardMoveProps & {
  /** The status the move form shows, or undefined when it is closed. */
  open: LeadStatus | undefined;
}) {
  const name = cardName(card);
  return (
    // The drag is the mouse's shortcut; the keyboard's move is the form behind "Move…".
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      id={`card-${card.id}`}
      tabIndex={-1}
      draggable
      onDragStart={(event) => event.dataTransfer.setData("text/plain", String(card.id))}
      className="cursor-grab rounded-xl border border-line bg-white p-3 text-sm shadow-card focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <a href={`/admin/leads/${card.id}`} className="font-semibold text-brand-700 underline">
        {name}
      </a>
      {card.service && <p className="mt-0.5 text-slate-text">{card.service}</p>}
      <p className="mt-0.5 text-slate-text">
        <time dateTime={card.createdAt}>{formatTime(card.createdAt)}</time>
      </p>
      {card.deal && <p className="mt-1 font-semibold text-ink">{formatDeal(card.deal)}</p>}
      <Button
        size="sm"
        variant="secondary"
        className="mt-2"
        aria-expanded={open !== undefined}
        aria-controls={open ? `move-${card.id}` : undefined}
        onClick={() => onOpen(open ? undefined : leadStatuses.find((other) => other !== status))}
      >
        Move…<span className="sr-only"> {name}</span>
      </Button>
      {open && (
        <MoveForm
          card={card}
          status={status}
          open={open}
          reasons={reasons}
          onOpen={onOpen}
          onMove={onMove}
        />
      )}
    </li>
  );
}

/** The card's move: the status to move to, and what a win or a loss takes. */
function MoveForm({
  card,
  status,
  open,
  reasons,
  onOpen,
  onMove,
}: CardMoveProps & { open: LeadStatus }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onMove(card, outcomeBody(open, event.currentTarget));
  };
  return (
    <form id={`move-${card.id}`} onSubmit={submit} className="mt-2 grid gap-2">
      <Field id={`move-${card.id}-to`} label={`Move ${cardName(card)} to`}>
        {(control) => (
          <select
            {...control}
            value={open}
            onChange={(event) => onOpen(event.target.value as LeadStatus)}
            className={cn(control.className, "appearance-auto")}
          >
            {leadStatuses
              .filter((other) => other !== status)
              .map((other) => (
                <option key={other} value={other}>
                  {statusLabels[other]}
                </option>
              ))}
          </select>
        )}
      </Field>
      <OutcomeFields
        status={open}
        idPrefix={`move-${card.id}`}
        deal={card.deal}
        reasons={reasons}
      />
      <div>
        <Button type="submit" size="sm">
          Move to {statusLabels[open]}
        </Button>
      </div>
    </form>
  );
}
