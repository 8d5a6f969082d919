import type { ContentPath } from "@contracts/content";
import { Field } from "~/components/ui/field";
import { MediaPicker } from "~/admin/media/media-picker";
import { fieldId, pathKey, useContentForm } from "./form-context";

/**
 * An image, named by its reference: a shipped artwork's name, typed, or a picture of the media
 * library (`media:<id>`), chosen with the picker beside it, where a new one can be uploaded.
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
  const mediaPrefix = "media:";
  return (
    <div className="grid gap-3">
      <Field
        id={fieldId(idPrefix, path)}
        label={label}
        hint="An artwork's name, or media:<id> for a picture chosen below"
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
      <MediaPicker
        label={`${label}: from the media library`}
        value={value.startsWith(mediaPrefix) ? value.slice(mediaPrefix.length) : ""}
        onChoose={(item) => onChange(`${mediaPrefix}${item.id}`)}
      />
    </div>
  );
}
