import type { ContentPath } from "@contracts/content";
import { Field } from "~/components/ui/field";
import { fieldId, pathKey, useContentForm } from "./form-context";

/**
 * An image, named by its reference (an artwork's file name today, a media library item once
 * uploads exist): typed as text until the library's picker is there to choose from.
 */
export function ImageField({
  label,
  path,
  value,
  onChange,
}: {
  label: string;
  path: ContentPath;
  value: string;
  onChange: (next: string) => void;
}) {
  const { idPrefix, issues } = useContentForm();
  return (
    <Field
      id={fieldId(idPrefix, path)}
      label={label}
      hint="The image's name in the media library"
      error={issues.get(pathKey(path))}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
