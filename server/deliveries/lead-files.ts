import { briefPath, type LeadBrief } from "@contracts/briefs";
import type { Lead } from "@contracts/desk";
import { fileSizeText } from "@contracts/file-size";

/** A lead as a delivery has it: with its files, when it was sent with any. */
export type LeadWithBriefs = Lead & { briefs?: LeadBrief[] };

/**
 * What the team's mail and the webhooks say of the files a visitor sent: the name, the type read
 * from the bytes, the size and a link into the desk, where only a signed-in owner downloads it.
 * Never the bytes: a file from the internet is not forwarded to another address or system.
 */
export interface SentBrief {
  name: string;
  type: string;
  size: number;
  /** Flagged by the virus scan: named, kept in quarantine, not downloadable. */
  quarantined: boolean;
  /** The download in the desk (an owner's only). */
  url: string;
}

export const sentBriefs = (lead: LeadWithBriefs, siteUrl: string): SentBrief[] =>
  (lead.briefs ?? []).map((brief) => ({
    name: brief.name,
    type: brief.type,
    size: brief.size,
    quarantined: brief.quarantined,
    url: new URL(briefPath(lead.id, brief.id), siteUrl).toString(),
  }));

/** The mail's lines about the files, each name made one line by `oneLine`; none without files. */
export function briefLines(
  lead: LeadWithBriefs,
  siteUrl: string,
  oneLine: (value: string) => string,
) {
  const briefs = sentBriefs(lead, siteUrl);
  if (briefs.length === 0) return [];
  return [
    "",
    "Files sent (in the desk, for a signed-in owner; never attached to this mail):",
    ...briefs.map((brief) =>
      brief.quarantined
        ? `- ${oneLine(brief.name)} (${fileSizeText(brief.size)}), flagged by the virus scan and kept in quarantine: ${new URL(`/admin/leads/${lead.id}`, siteUrl).toString()}`
        : `- ${oneLine(brief.name)} (${brief.type}, ${fileSizeText(brief.size)}): ${brief.url}`,
    ),
  ];
}
