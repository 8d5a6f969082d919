import type { ContentPath } from "@contracts/content";

/**
 * The value with one place changed, every other part the same object as before (so the editor
 * redraws only the field that changed). `undefined` leaves an object's key out.
 */
export function setIn(value: unknown, path: ContentPath, next: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (typeof head === "number") {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[head] = setIn(list[head], rest, next);
    return list;
  }
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const { [head]: old, ...others } = record;
  const changed = setIn(old, rest, next);
  return changed === undefined ? others : { ...record, [head]: changed };
}
