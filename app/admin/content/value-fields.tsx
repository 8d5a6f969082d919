import { Field } from "~/components/ui/field";

/** What a plain value's control needs: its id, label, message, hint and its value. */
interface ValueFieldProps<T> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  value: unknown;
  onChange: (next: T | undefined) => void;
}

export const asText = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/** A text: a line, or a textarea for a paragraph; emptied, an optional text is left out. */
export function TextField({
  long,
  optional,
  ...props
}: ValueFieldProps<string> & { long: boolean; optional?: boolean }) {
  const { id, label, error, hint, value, onChange } = props;
  const change = (text: string) => onChange(optional && text === "" ? undefined : text);
  return (
    <Field id={id} label={label} error={error} hint={hint} tag={optional ? "optional" : undefined}>
      {(control) =>
        long ? (
          <textarea
            {...control}
            rows={3}
            value={asText(value)}
            onChange={(event) => change(event.target.value)}
          />
        ) : (
          <input
            {...control}
            type="text"
            value={asText(value)}
            onChange={(event) => change(event.target.value)}
          />
        )
      }
    </Field>
  );
}

/** One of the schema's values, from a select. */
export function ChoiceField({
  options,
  ...props
}: ValueFieldProps<string | number> & { options: ReadonlyArray<string | number> }) {
  const { id, label, error, hint, value, onChange } = props;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          value={asText(value)}
          onChange={(event) =>
            onChange(options.find((option) => String(option) === event.target.value))
          }
        >
          {options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A number; emptied, it is left out (the schema says whether it may be). */
export function NumberField({ id, label, error, hint, value, onChange }: ValueFieldProps<number>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="number"
          step="any"
          value={asText(value)}
          onChange={(event) =>
            onChange(event.target.value === "" ? undefined : Number(event.target.value))
          }
        />
      )}
    </Field>
  );
}

/** A value the site's design fixes: shown, not edited. */
export function FixedValue({ label, value }: { label: string; value: string | number | boolean }) {
  return (
    <div>
      <p className="text-sm font-semibold text-ink">{label}</p>
      <p className="mt-1 text-base text-slate-text">
        {String(value)} <span className="text-xs">(fixed by the site's design)</span>
      </p>
    </div>
  );
}
