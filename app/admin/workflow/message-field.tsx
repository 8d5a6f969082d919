import type { TextareaHTMLAttributes } from "react";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/** A mail's text (a reply, a saved reply): eight resizable lines, at most 20,000 characters. */
export function MessageField({
  id,
  ...textarea
}: { id: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label="Message">
      {(control) => (
        <textarea
          {...control}
          name="body"
          rows={8}
          required
          maxLength={20_000}
          {...textarea}
          className={cn(control.className, "resize-y")}
        />
      )}
    </Field>
  );
}
