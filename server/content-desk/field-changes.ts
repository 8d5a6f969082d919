import type { ContentChange, ContentPath } from "@contracts/content";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What changed between two versions of a document, field by field: each text, number or choice
 * that differs, with its place; a list that grew or shrank names the items added or removed.
 * A list's items are compared by position, as the editor orders them.
 */
export function fieldChanges(
  before: unknown,
  after: unknown,
  path: ContentPath = [],
): ContentChange[] {
  if (Object.is(before, after)) return [];
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => fieldChanges(before[key], after[key], [...path, key]));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) =>
      fieldChanges(before[index], after[index], [...path, index]),
    ).flat();
  }
  const change: ContentChange = { path };
  if (before !== undefined) change.before = before;
  if (after !== undefined) change.after = after;
  return [change];
}
