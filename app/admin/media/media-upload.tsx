import { useId, useState, type FormEvent } from "react";
import { mediaLimits, mediaTypes, type MediaItem } from "@contracts/media";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { api } from "~/admin/api";

/**
 * A picture from this computer into the media library, with its alt text: the server reads its
 * type from its bytes and refuses what is not a picture; the size is checked here first only to
 * spare a long wait for a refusal.
 */
export function MediaUpload({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const id = useId();
  const [errors, setErrors] = useState<{ file?: string; alt?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get("file");
    const alt = String(data.get("alt") ?? "").trim();
    const found = {
      file:
        !(file instanceof File) || file.size === 0
          ? "Choose a picture."
          : file.size > mediaLimits.maxBytes
            ? "The picture is over 10 MB."
            : undefined,
      alt: alt ? undefined : "Describe the picture: alt text is required.",
    };
    setErrors(found);
    if (found.file || found.alt) return;
    setBusy(true);
    try {
      const item = await api<MediaItem>(`/media?alt=${encodeURIComponent(alt)}`, {
        method: "POST",
        body: file as File,
      });
      form.reset();
      onUploaded(item);
    } catch (failure) {
      setErrors({ form: (failure as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void upload(event)} noValidate className="mt-4 grid gap-4">
      <Field
        id={`${id}-file`}
        label="Picture"
        hint="JPEG, PNG, WebP or AVIF, up to 10 MB"
        error={errors.file}
      >
        {(control) => <input {...control} name="file" type="file" accept={mediaTypes.join(",")} />}
      </Field>
      <Field
        id={`${id}-alt`}
        label="Alt text"
        hint="What the picture shows, for someone who cannot see it"
        error={errors.alt}
      >
        {(control) => (
          <input {...control} name="alt" type="text" maxLength={mediaLimits.altMaxLength} />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Uploading…" : "Upload"}
        </Button>
        <p role="status" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      </div>
    </form>
  );
}
