import type { LeadSectionProps } from "./lead-section";
import { LeadFollowUp } from "./lead-follow-up";
import { ReplyComposer } from "./reply-composer";

/** The lead page's workflow: the reply composer, the owner and the follow-up. */
export function LeadWorkflow({ lead, onChange }: LeadSectionProps) {
  return (
    <>
      <ReplyComposer lead={lead} onChange={onChange} />
      <LeadFollowUp lead={lead} onChange={onChange} />
    </>
  );
}
