import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/** A filter on one of a few values; its first option ("All …", empty) filters nothing. */
export function FilterSelect({
  name,
  label,
  allLabel,
  values,
  query,
}: {
  name: string;
  label: string;
  allLabel: string;
  values: readonly string[];
  query: URLSearchParams;
}) {
  return (
    <Field id={name} label={label}>
      {(control) => (
        <select
          {...control}
          name={name}
          defaultValue={query.get(name) ?? ""}
          className={cn(control.className, "appearance-auto")}
        >
          <option value="">{allLabel}</option>
          {values.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
