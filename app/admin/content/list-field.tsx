import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import type { ContentPath, ContentSchemaNode } from "@contracts/content";
import { Button } from "~/components/ui/button";
import { itemSummary } from "./field-label";
import { fieldId, pathKey, useContentForm } from "./form-context";
import { emptyValue } from "./schema-kind";

/** "Cards" → "Card", "Categories" → "Category": the word for one item of a list. */
function singular(label: string): string {
  if (/ies$/i.test(label)) return `${label.slice(0, -3)}y`;
  if (/sses$/i.test(label)) return label.slice(0, -2);
  if (/[^s]s$/i.test(label)) return label.slice(0, -1);
  return label;
}

/** What takes the focus after a change: a button of an item, a new item's field, or Add. */
type Focus = { key: string; action: "up" | "down" | "remove" | "field" } | { add: true };

let lastKey = 0;
const newKey = () => `item-${(lastKey += 1)}`;

/** Stable keys for the items, so React keeps each item's fields (and focus) as it moves. */
function useItemKeys(length: number) {
  const [keys, setKeys] = useState(() => Array.from({ length }, newKey));
  // A list replaced from outside (a restored version) gets new keys.
  if (keys.length !== length) {
    const fresh = Array.from({ length }, newKey);
    setKeys(fresh);
    return { keys: fresh, setKeys };
  }
  return { keys, setKeys };
}

/** Moves the focus, once React has drawn a change, to where the change asked for. */
function useFocusAfterChange(list: RefObject<HTMLOListElement | null>, addId: string) {
  const wanted = useRef<Focus>(undefined);
  useLayoutEffect(() => {
    const focus = wanted.current;
    wanted.current = undefined;
    if (!focus) return;
    if ("add" in focus) return document.getElementById(addId)?.focus();
    const item = `[data-item="${focus.key}"]`;
    const query = (selector: string) => list.current?.querySelector<HTMLElement>(selector);
    const target =
      focus.action === "field"
        ? query(`${item} :is(input, textarea, select)`)
        : (query(`${item} [data-action="${focus.action}"]:not(:disabled)`) ??
          query(`${item} button:not(:disabled)`));
    target?.focus();
  });
  return (focus: Focus) => {
    wanted.current = focus;
  };
}

const swap = <T,>(items: readonly T[], a: number, b: number): T[] => {
  const next = [...items];
  [next[a], next[b]] = [items[b] as T, items[a] as T];
  return next;
};

interface ListFieldProps {
  label: string;
  node: ContentSchemaNode;
  items: ContentSchemaNode;
  path: ContentPath;
  value: readonly unknown[];
  renderItem: (item: { label: string; path: ContentPath; value: unknown }) => ReactNode;
}

/** The list's changes, each keeping the items' keys and moving the focus where it belongs. */
function useListChanges(
  value: readonly unknown[],
  onChange: (next: unknown[]) => void,
  items: ContentSchemaNode,
  addId: string,
) {
  const { keys, setKeys } = useItemKeys(value.length);
  const list = useRef<HTMLOListElement>(null);
  const focusAfter = useFocusAfterChange(list, addId);
  const change = (nextKeys: string[], nextValue: unknown[], focus: Focus) => {
    focusAfter(focus);
    setKeys(nextKeys);
    onChange(nextValue);
  };
  const move = (index: number, by: -1 | 1) =>
    change(swap(keys, index, index + by), swap(value, index, index + by), {
      key: keys[index] as string,
      action: by < 0 ? "up" : "down",
    });
  const remove = (index: number) => {
    const nextKeys = keys.filter((_, at) => at !== index);
    const neighbour = nextKeys[Math.min(index, nextKeys.length - 1)];
    change(
      nextKeys,
      value.filter((_, at) => at !== index),
      neighbour ? { key: neighbour, action: "remove" } : { add: true },
    );
  };
  const add = () => {
    const key = newKey();
    change([...keys, key], [...value, emptyValue(items)], { key, action: "field" });
  };
  return { keys, list, move, remove, add };
}

/**
 * A list the owner adds to, removes from and reorders with buttons (each named for its item, so
 * a keyboard and a screen reader reach every action); the schema's least and most items hold
 * the buttons back. After a move the focus follows the item it moved.
 */
export function ListField({ label, node, items, path, value, renderItem }: ListFieldProps) {
  const { idPrefix, issues, setAt } = useContentForm();
  const id = fieldId(idPrefix, path);
  const onChange = (next: unknown[]) => setAt(path, next);
  const { keys, list, move, remove, add } = useListChanges(value, onChange, items, `${id}-add`);
  const one = singular(label);
  const canRemove = value.length > (node.minItems ?? 0);

  return (
    <fieldset
      id={id}
      aria-describedby={`${id}-error`}
      className="rounded-xl border border-line p-3 md:p-4"
    >
      <legend className="px-1 text-sm font-semibold text-ink">
        {label} <span className="font-normal text-slate-text">({value.length})</span>
      </legend>
      <p
        id={`${id}-error`}
        aria-live="polite"
        className="text-sm font-medium text-red-700 empty:hidden"
      >
        {issues.get(pathKey(path))}
      </p>
      <ol ref={list} className="mt-2 grid gap-3">
        {value.map((item, index) => {
          const name = `${one} ${index + 1}`;
          const summary = typeof item === "string" ? "" : itemSummary(item);
          return (
            <li key={keys[index]} data-item={keys[index]} className="rounded-lg bg-slate-50 p-3">
              <ItemActions
                name={name}
                heading={summary ? `${name}: ${summary}` : name}
                first={index === 0}
                last={index === value.length - 1}
                canRemove={canRemove}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(index)}
              />
              <div className="mt-2">
                {renderItem({
                  label: name,
                  path: [...path, index],
                  value: item,
                })}
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        id={`${id}-add`}
        size="sm"
        className="mt-3"
        disabled={value.length >= (node.maxItems ?? Infinity)}
        onClick={add}
      >
        Add {one.toLowerCase()}
      </Button>
    </fieldset>
  );
}

/** An item's heading and its buttons: up, down, remove, each named for the item. */
function ItemActions({
  name,
  heading,
  first,
  last,
  canRemove,
  onMove,
  onRemove,
}: {
  name: string;
  heading: string;
  first: boolean;
  last: boolean;
  canRemove: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="min-w-0 text-sm font-semibold break-words text-ink">{heading}</p>
      <div className="flex flex-wrap gap-1">
        <Button
          size="sm"
          variant="secondary"
          data-action="up"
          aria-label={`Move ${name} up`}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          Up
        </Button>
        <Button
          size="sm"
          variant="secondary"
          data-action="down"
          aria-label={`Move ${name} down`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          Down
        </Button>
        <Button
          size="sm"
          variant="secondary"
          data-action="remove"
          aria-label={`Remove ${name}`}
          disabled={!canRemove}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
    </div>
  );
}
