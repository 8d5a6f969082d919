import { useState } from "react";
import type { ContentSchedule } from "@contracts/content";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { formatTime } from "~/admin/format-time";

/** A publish at a date and time (the browser's own time zone), or the one set, to cancel. */
export function ScheduleControl({
  scheduled,
  busy,
  onSchedule,
  onCancel,
}: {
  scheduled: ContentSchedule | null;
  busy: boolean;
  onSchedule: (at: string) => Promise<unknown>;
  onCancel: () => Promise<unknown>;
}) {
  const [when, setWhen] = useState("");
  const [error, setError] = useState<string>();
  if (scheduled)
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        <p>
          Version {scheduled.version} publishes {formatTime(scheduled.at)}.
        </p>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void onCancel()}>
          Cancel scheduled publish
        </Button>
      </div>
    );
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const at = new Date(when);
        if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now())
          return setError("Choose a date and time still to come.");
        setError(undefined);
        void onSchedule(at.toISOString());
      }}
    >
      <Field id="content-schedule" label="Publish at" error={error} className="min-w-56 grow">
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="sm" variant="secondary" disabled={busy || !when}>
        Schedule
      </Button>
    </form>
  );
}
