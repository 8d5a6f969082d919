import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
import type { ContentIssue, ContentPath, ContentSchemaNode, SitePage } from "@contracts/content";
import { fieldLabel, pathInWords } from "./field-label";
import { ContentFormContext, fieldId, issuesByPath } from "./form-context";
import { SchemaField } from "./schema-field";
import { setIn } from "./set-in";

const noIssues: readonly ContentIssue[] = [];
const noPages: readonly SitePage[] = [];

/**
 * The editor of one document, drawn from its schema: a field per text, lists that add, remove
 * and reorder, groups as fieldsets, choices as selects, links from the site's pages. The fields
 * the schema refused (`issues`, the server's answer) are marked invalid with the schema's own
 * message, and listed above the form with a link to each.
 */
export function SchemaForm({
  schema,
  value,
  onChange,
  issues = noIssues,
  pages = noPages,
  idPrefix = "content",
}: {
  schema: ContentSchemaNode;
  value: unknown;
  onChange: (next: unknown) => void;
  issues?: readonly ContentIssue[];
  pages?: readonly SitePage[];
  idPrefix?: string;
}) {
  // The latest document and callback, read by one setter that never changes, so that a field
  // whose part did not change is not drawn again as the owner types.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const setAt = useCallback((path: ContentPath, next: unknown) => {
    const updated = setIn(latest.current.value, path, next);
    latest.current.value = updated;
    latest.current.onChange(updated);
  }, []);
  const context = useMemo(
    () => ({ idPrefix, issues: issuesByPath(issues), pages, setAt }),
    [idPrefix, issues, pages, setAt],
  );
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const required = schema.required ?? [];

  return (
    <ContentFormContext value={context}>
      {issues.length > 0 && (
        <div
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="font-semibold">
            {issues.length === 1
              ? "One field needs a change"
              : `${issues.length} fields need a change`}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {issues.map((issue) => (
              <li key={`${issue.path.join(".")}:${issue.message}`}>
                <a href={`#${fieldId(idPrefix, issue.path)}`} className="underline">
                  {pathInWords(schema, issue.path)}
                </a>
                : {issue.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-5">
        {Object.entries(schema.properties ?? {}).map(([key, node]) => (
          <SchemaField
            key={key}
            label={fieldLabel(key, node)}
            node={node}
            path={[key]}
            value={record[key]}
            optional={!required.includes(key)}
          />
        ))}
      </div>
    </ContentFormContext>
  );
}
