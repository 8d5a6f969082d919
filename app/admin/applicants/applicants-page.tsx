import { useEffect, useState } from "react";
import { applicantStages, type ApplicantSummary } from "@contracts/applicants";
import { api } from "~/admin/api";
import { formatTime } from "~/admin/format-time";
import { PanelSection } from "~/admin/panel-section";
import { Shell } from "~/admin/shell";

/** Each stage in words, in the pipeline's order. */
export const stageLabels: Record<(typeof applicantStages)[number], string> = {
  new: "New",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

/** The applicants to the openings, newest first, by stage: their own pipeline, apart from leads. */
export function ApplicantsPage() {
  return (
    <Shell title="Applicants" current="applicants">
      {() => <ApplicantList />}
    </Shell>
  );
}

function ApplicantList() {
  const [applicants, setApplicants] = useState<ApplicantSummary[]>();
  const [notice, setNotice] = useState("");
  useEffect(() => {
    api<{ applicants: ApplicantSummary[] }>("/applicants")
      .then((found) => setApplicants(found.applicants))
      .catch((failure: unknown) => setNotice((failure as Error).message));
  }, []);
  return (
    <>
      {notice && (
        <p role="alert" className="mt-4 text-red-700">
          {notice}
        </p>
      )}
      {applicantStages.map((stage) => {
        const inStage = applicants?.filter((applicant) => applicant.stage === stage) ?? [];
        return (
          <PanelSection
            key={stage}
            id={`stage-${stage}`}
            title={`${stageLabels[stage]} (${inStage.length})`}
          >
            {applicants && inStage.length === 0 && (
              <p className="mt-2 text-sm text-slate-text">Nobody at this stage.</p>
            )}
            {inStage.length > 0 && (
              <ul className="mt-3 divide-y divide-line">
                {inStage.map((applicant) => (
                  <li key={applicant.id} className="flex flex-wrap items-baseline gap-x-4 py-2">
                    <a
                      href={`/admin/applicants/${applicant.id}`}
                      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {applicant.name}
                    </a>
                    <span className="text-sm text-slate-text">{applicant.opening.title}</span>
                    <span className="text-sm text-slate-text">
                      {formatTime(applicant.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </PanelSection>
        );
      })}
    </>
  );
}
