import type { LeadDetail } from "@contracts/desk";
import { LeadFollowUp } from "./lead-follow-up";
import { ReplyComposer } from "./reply-composer";

/** The lead page's workflow (issue 44): the reply composer, the owner and the follow-up. */
export function LeadWorkflow({
  lead,
  onChange,
}: {
  lead: LeadDetail;
  onChange: (lead: LeadDetail) => void;
}) {
  return (
    <>
      <ReplyComposer lead={lead} onChange={onChange} />
      <LeadFollowUp lead={lead} onChange={onChange} />
    </>
  );
}
