import { useCallback, useEffect, useState, type FormEvent } from "react";
import { fileSizeText } from "@contracts/file-size";
import { applicantStages, type ApplicantDetail, type ApplicantStage } from "@contracts/applicants";
import { Button } from "~/components/ui/button";
import { fieldControlClassName } from "~/components/ui/field";
import { api } from "~/admin/api";
import { formatTime } from "~/admin/format-time";
import { LeadDeliveries } from "~/admin/lead-deliveries";
import { PanelSection } from "~/admin/panel-section";
import { Shell } from "~/admin/shell";
import { Composer } from "~/admin/workflow/reply-composer";
import { stageLabels } from "./applicants-page";

/**
 * One applicant: the application, the CV to download, a reply through the desk's composer, the
 * stage, the owners' notes and the mail sent about them.
 */
export function ApplicantPage({ id }: { id: number }) {
  return (
    <Shell title="Applicant" current="applicants">
      {() => <Applicant id={id} />}
    </Shell>
  );
}

function Applicant({ id }: { id: number }) {
  const [applicant, setApplicant] = useState<ApplicantDetail>();
  const [notice, setNotice] = useState("");
  const load = useCallback(
    () =>
      api<ApplicantDetail>(`/applicants/${id}`)
        .then(setApplicant)
        .catch((failure: unknown) => setNotice((failure as Error).message)),
    [id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setNotice(done);
      await load();
    } catch (failure) {
      setNotice((failure as Error).message);
    }
  };
  const move = (stage: ApplicantStage) =>
    act(
      () => api(`/applicants/${id}/stage`, { method: "PUT", body: { stage } }),
      `Moved to ${stageLabels[stage]}.`,
    );
  const addNote = (body: string) =>
    act(() => api(`/applicants/${id}/notes`, { method: "POST", body: { body } }), "Note added.");

  if (!applicant)
    return (
      <p role="status" className="mt-4 text-slate-text">
        {notice || "Loading the applicant…"}
      </p>
    );
  const facts: Array<[string, string | null]> = [
    ["Opening", applicant.opening.title],
    ["E-mail", applicant.email],
    ["Phone", applicant.phone],
    ["Link", applicant.link],
    ["Applied", formatTime(applicant.createdAt)],
  ];
  return (
    <>
      <h1 className="mt-4 text-2xl font-bold">{applicant.name}</h1>
      <p role="status" className="mt-2 text-sm text-slate-text empty:hidden">
        {notice}
      </p>
      <PanelSection id="application" title="Application">
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-words">{value ?? "—"}</dd>
            </div>
          ))}
        </dl>
        {applicant.note && <p className="mt-4 whitespace-pre-line">{applicant.note}</p>}
        <CvLink applicant={applicant} />
      </PanelSection>
      <ApplicantReply applicant={applicant} onQueued={() => void load()} />
      <StagePanel stage={applicant.stage} onMove={(stage) => void move(stage)} />
      <NotesPanel notes={applicant.notes} onAdd={addNote} />
      <LeadDeliveries
        deliveries={applicant.deliveries}
        none="No mail was sent about this applicant."
      />
    </>
  );
}

/** The CV's download, or, when the virus scan flagged it, why there is none. */
function CvLink({ applicant: { id, cv } }: { applicant: ApplicantDetail }) {
  const size = fileSizeText(cv.size);
  return (
    <p className="mt-4">
      {cv.quarantined ? (
        <span className="font-semibold text-red-800">
          The CV, {cv.name} ({size}), was flagged by the virus scan: it is kept in quarantine and
          cannot be downloaded.
        </span>
      ) : (
        <a
          href={`/admin/api/applicants/${id}/cv`}
          download
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Download the CV: {cv.name} ({size})
        </a>
      )}
    </p>
  );
}

/**
 * A reply to the applicant through the desk's composer (the one leads use): to their address,
 * from the company's; a saved reply's `{service}` is the opening.
 */
function ApplicantReply({
  applicant,
  onQueued,
}: {
  applicant: ApplicantDetail;
  onQueued: () => void;
}) {
  return (
    <Composer
      recipient={{
        path: `/applicants/${applicant.id}/replies`,
        to: applicant.email,
        canMail: applicant.canMail,
        fill: { name: applicant.name, service: applicant.opening.title },
        about: { kind: "applicant-reply", id: applicant.id, deliveries: applicant.deliveries },
      }}
      onQueued={onQueued}
      noAddress="The applicant left no e-mail address."
    />
  );
}

/** The owners' notes on an applicant, oldest first, and a form to add one. */
function NotesPanel({
  notes,
  onAdd,
}: {
  notes: ApplicantDetail["notes"];
  onAdd(body: string): Promise<unknown>;
}) {
  const [note, setNote] = useState("");
  const addNote = (event: FormEvent) => {
    event.preventDefault();
    void onAdd(note).then(() => setNote(""));
  };
  return (
    <PanelSection id="notes" title="Notes">
      {notes.length === 0 && <p className="mt-2 text-sm text-slate-text">No notes yet.</p>}
      <ul className="mt-3 space-y-3">
        {notes.map((entry) => (
          <li key={entry.id} className="text-sm">
            <p className="whitespace-pre-line">{entry.body}</p>
            <p className="mt-1 text-slate-text">
              {entry.author}, {formatTime(entry.createdAt)}
            </p>
          </li>
        ))}
      </ul>
      <form onSubmit={addNote} className="mt-4 grid gap-2">
        <label htmlFor="applicant-note" className="text-sm font-semibold">
          Add a note
        </label>
        <textarea
          id="applicant-note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
          maxLength={5000}
          required
          className={fieldControlClassName(false)}
        />
        <Button type="submit" size="sm" className="justify-self-start">
          Add note
        </Button>
      </form>
    </PanelSection>
  );
}

/** The applicant's stage, and a button for each other one. */
function StagePanel({
  stage,
  onMove,
}: {
  stage: ApplicantStage;
  onMove(stage: ApplicantStage): void;
}) {
  return (
    <PanelSection id="stage" title={`Stage: ${stageLabels[stage]}`}>
      <div className="mt-3 flex flex-wrap gap-2">
        {applicantStages
          .filter((other) => other !== stage)
          .map((other) => (
            <Button key={other} variant="secondary" size="sm" onClick={() => onMove(other)}>
              Move to {stageLabels[other]}
            </Button>
          ))}
      </div>
    </PanelSection>
  );
}
