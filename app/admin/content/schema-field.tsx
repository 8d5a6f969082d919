import { memo } from "react";
import type { ContentPath, ContentSchemaNode } from "@contracts/content";
import { fieldLabel } from "./field-label";
import { fieldId, pathKey, useContentForm } from "./form-context";
import { ImageField } from "./image-field";
import { LinkField } from "./link-field";
import { ListField } from "./list-field";
import { fieldKind, withoutNull } from "./schema-kind";
import { asText, ChoiceField, FixedValue, NumberField, TextField } from "./value-fields";

export interface SchemaFieldProps {
  label: string;
  node: ContentSchemaNode;
  path: ContentPath;
  value: unknown;
  /** An optional field: emptied, it is left out rather than stored as "". */
  optional?: boolean;
}

/** A field redraws only when its own part of the document (or the refused fields) changed. */
const sameField = (a: SchemaFieldProps, b: SchemaFieldProps) =>
  a.node === b.node &&
  a.value === b.value &&
  a.label === b.label &&
  a.optional === b.optional &&
  pathKey(a.path) === pathKey(b.path);

/** One field of a document, drawn by what its schema says it is. */
export const SchemaField = memo(function SchemaField(props: SchemaFieldProps) {
  const { label, node: schema, path, value, optional } = props;
  const { idPrefix, issues, setAt } = useContentForm();
  const onChange = (next: unknown) => setAt(path, next);
  const node = withoutNull(schema);
  const kind = fieldKind(node);
  const id = fieldId(idPrefix, path);
  const plain = {
    id,
    label,
    value,
    onChange,
    error: issues.get(pathKey(path)),
    hint: node.description,
  };

  switch (kind.kind) {
    case "group":
      return <GroupField {...props} properties={kind.properties} required={kind.required} />;
    case "list":
      return (
        <ListField
          label={label}
          node={node}
          items={kind.items}
          path={path}
          value={Array.isArray(value) ? value : []}
          renderItem={(item) => <SchemaField node={kind.items} {...item} />}
        />
      );
    case "link":
      return <LinkField label={label} path={path} value={asText(value)} onChange={onChange} />;
    case "image":
      return <ImageField label={label} path={path} value={asText(value)} onChange={onChange} />;
    case "fixed":
      return <FixedValue label={label} value={kind.value} />;
    case "choice":
      return <ChoiceField {...plain} options={kind.options} />;
    case "number":
      return <NumberField {...plain} />;
    case "toggle":
      return (
        <label className="flex items-center gap-2 text-sm font-semibold text-ink" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          {label}
        </label>
      );
    case "text":
      return <TextField {...plain} long={kind.long} optional={optional} />;
    default:
      return <p className="text-sm text-slate-text">{label}: not editable here.</p>;
  }
}, sameField);

/** An object: its fields together under its name. */
function GroupField({
  label,
  path,
  value,
  properties,
  required,
}: SchemaFieldProps & { properties: Record<string, ContentSchemaNode>; required: string[] }) {
  const { idPrefix, issues } = useContentForm();
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const id = fieldId(idPrefix, path);
  const error = issues.get(pathKey(path));
  const fields = Object.entries(properties).map(([key, child]) => (
    <SchemaField
      key={key}
      label={fieldLabel(key, child)}
      node={child}
      path={[...path, key]}
      value={record[key]}
      optional={!required.includes(key)}
    />
  ));
  // A list's item is already named by its list: its fields need no second frame.
  if (typeof path[path.length - 1] === "number")
    return (
      <div className="grid gap-4" role="group" aria-label={label}>
        {fields}
      </div>
    );
  return (
    <fieldset
      id={id}
      aria-describedby={error ? `${id}-error` : undefined}
      className="grid gap-4 rounded-xl border border-line p-3 md:p-4"
    >
      <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {fields}
    </fieldset>
  );
}
