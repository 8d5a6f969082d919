import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/** A mail's subject (a reply, a saved reply): one line, at most 200 characters. */
export function SubjectField({
  id,
  ...input
}: { id: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label="Subject">
      {(control) => <input {...control} name="subject" required maxLength={200} {...input} />}
    </Field>
  );
}

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
