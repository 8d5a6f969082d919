import { inputClass, labelClass } from "./shell";

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
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      <select id={name} name={name} defaultValue={query.get(name) ?? ""} className={inputClass}>
        <option value="">{allLabel}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </div>
  );
}
