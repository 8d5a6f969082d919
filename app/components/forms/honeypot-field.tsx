import type { ComponentProps } from "react";

export interface HoneypotFieldProps extends Omit<
  ComponentProps<"input">,
  "type" | "id" | "name" | "value" | "defaultValue"
> {
  id: string;
  name: string;
  label?: string;
}

/**
 * A field people never see or reach and bots fill in: the server treats a filled one as spam
 * (Formspree's `_gotcha` convention). Uncontrolled and without a default, so hydration leaves
 * whatever it holds alone, like every other field.
 */
export function HoneypotField({
  id,
  name,
  label = "Leave this field empty",
  ...input
}: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
