import type { LeadDetail } from "@contracts/desk";

/** What a section of the lead page gets: the lead, and how to show it changed. */
export interface LeadSectionProps {
  lead: LeadDetail;
  onChange: (lead: LeadDetail) => void;
}
