import type { LeadDetail } from "@contracts/desk";

/** On the lead's page: the way to every lead of the same person, with how many there are. */
export function LeadPersonLink({ lead }: { lead: LeadDetail }) {
  if (lead.personId === undefined) return null;
  return (
    <p className="mt-2 text-sm">
      <a href={`/admin/people/${lead.personId}`} className="font-semibold text-brand-700 underline">
        All from this person ({lead.personLeads ?? 1})
      </a>
    </p>
  );
}
