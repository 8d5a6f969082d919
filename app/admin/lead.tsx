import { useEffect, useState, type FormEvent } from "react";
import {
  leadStatuses,
  type LeadDetail,
  type LeadNote,
  type LeadStatus,
  type StatusChange,
} from "@contracts/desk";
import type { NoteBody, StatusBody } from "@contracts/desk-schema";
import { Button } from "~/components/ui/button";
import { api } from "./api";
import { formatTime } from "./format-time";
import { inputClass, labelClass, panelClass, Shell } from "./shell";
import { StatusBadge } from "./status-badge";

function Fields({ rows }: { rows: Array<[string, string | null | undefined]> }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-text">{label}</dt>
          <dd className="break-words whitespace-pre-wrap">{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LeadView({ id }: { id: number }) {
  return (
    <Shell title={`Lead ${id}`} current="leads">
      {() => <LeadPanel id={id} />}
    </Shell>
  );
}

function LeadPanel({ id }: { id: number }) {
  const [lead, setLead] = useState<LeadDetail>();
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");

  useEffect(() => {
    api<LeadDetail>(`/leads/${id}`)
      .then(setLead)
      .catch((failure: unknown) => setError((failure as Error).message));
  }, [id]);

  if (error)
    return (
      <p role="alert" className="mt-4 font-semibold text-red-800">
        {error}
      </p>
    );
  if (!lead)
    return (
      <p role="status" className="mt-4 text-slate-text">
        Loading…
      </p>
    );

  const setStatus = async (status: LeadStatus) => {
    try {
      await api<StatusChange>(`/leads/${id}/status`, {
        method: "POST",
        body: { status } satisfies StatusBody,
      });
      setLead({ ...lead, status, spamReason: status === "spam" ? lead.spamReason : null });
      setNotice(`Marked ${status}.`);
    } catch (failure) {
      setNotice((failure as Error).message);
    }
  };

  const addNote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get("note") ?? "").trim();
    if (!body) return;
    try {
      const note = await api<LeadNote>(`/leads/${id}/notes`, {
        method: "POST",
        body: { body } satisfies NoteBody,
      });
      setLead({ ...lead, notes: [...lead.notes, note] });
      form.reset();
      setNotice("Note added.");
    } catch (failure) {
      setNotice((failure as Error).message);
    }
  };

  const { attribution } = lead;
  return (
    <>
      <p className="mt-1 text-sm text-slate-text">
        <a href="/admin" className="font-semibold text-brand-700 underline">
          All leads
        </a>
      </p>
      <section aria-labelledby="status-heading" className={`${panelClass} mt-4`}>
        <h2 id="status-heading" className="text-lg font-bold">
          Status: <StatusBadge status={lead.status} reason={lead.spamReason} />
        </h2>
        <div role="group" aria-label="Set status" className="mt-3 flex flex-wrap gap-2">
          {leadStatuses.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={lead.status === status ? "primary" : "secondary"}
              aria-pressed={lead.status === status}
              onClick={() => void setStatus(status)}
            >
              {status === "new" && lead.status === "spam"
                ? "Not spam"
                : status[0]?.toUpperCase() + status.slice(1)}
            </Button>
          ))}
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm">
          {notice}
        </p>
      </section>

      <section aria-labelledby="fields-heading" className={`${panelClass} mt-4`}>
        <h2 id="fields-heading" className="text-lg font-bold">
          Submission
        </h2>
        <Fields
          rows={[
            ["Received", formatTime(lead.createdAt)],
            ["Form", lead.form],
            ["Name", lead.name],
            ["E-mail", lead.email],
            ["Phone", lead.phone],
            ["Service", lead.service],
            ["Message", lead.message],
            ["Subject", lead.subject],
            ["Reply to", lead.replyTo],
          ]}
        />
      </section>

      <section aria-labelledby="attribution-heading" className={`${panelClass} mt-4`}>
        <h2 id="attribution-heading" className="text-lg font-bold">
          Where it came from
        </h2>
        <Fields
          rows={[
            ["Page", attribution.page],
            ["First page of the visit", attribution.firstPage],
            ["Referrer", attribution.referrer],
            ["utm_source", attribution.utmSource],
            ["utm_medium", attribution.utmMedium],
            ["utm_campaign", attribution.utmCampaign],
            ["utm_term", attribution.utmTerm],
            ["utm_content", attribution.utmContent],
          ]}
        />
      </section>

      <section aria-labelledby="deliveries-heading" className={`${panelClass} mt-4`}>
        <h2 id="deliveries-heading" className="text-lg font-bold">
          Deliveries
        </h2>
        {lead.deliveries.length === 0 ? (
          <p className="mt-2 text-sm text-slate-text">Nothing was sent for this lead.</p>
        ) : (
          <ul className="mt-2 grid gap-2 text-sm">
            {lead.deliveries.map((delivery) => (
              <li key={delivery.id}>
                <span className="font-semibold">{delivery.kind}</span>
                {delivery.target ? ` to ${delivery.target}` : ""}: {delivery.status},{" "}
                {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
                {delivery.sentAt ? `, sent ${formatTime(delivery.sentAt)}` : ""}
                {delivery.lastError ? ` (last error: ${delivery.lastError})` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="notes-heading" className={`${panelClass} mt-4`}>
        <h2 id="notes-heading" className="text-lg font-bold">
          Notes
        </h2>
        {lead.notes.length === 0 ? (
          <p className="mt-2 text-sm text-slate-text">No notes yet.</p>
        ) : (
          <ol className="mt-2 grid gap-3">
            {lead.notes.map((note) => (
              <li key={note.id} className="rounded-lg bg-surface-muted p-3 text-sm">
                <p className="whitespace-pre-wrap">{note.body}</p>
                <p className="mt-1 text-xs text-slate-text">
                  {note.author}, {formatTime(note.createdAt)}
                </p>
              </li>
            ))}
          </ol>
        )}
        <form onSubmit={(event) => void addNote(event)} className="mt-4 grid gap-2">
          <label htmlFor="note" className={labelClass}>
            New note
          </label>
          <textarea
            id="note"
            name="note"
            rows={3}
            required
            maxLength={5000}
            className={inputClass}
          />
          <div>
            <Button type="submit" size="sm">
              Add note
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
