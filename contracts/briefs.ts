/**
 * The files a visitor sends with the contact or quote form: what may be sent, and what the desk
 * shows of one. The type is always the one read from the bytes, never the name's or the sent one.
 */

export const briefTypes = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "image/png",
  "image/jpeg",
] as const;
export type BriefType = (typeof briefTypes)[number];

export const isBriefType = (type: string): type is BriefType =>
  (briefTypes as readonly string[]).includes(type);

export const briefLimits = {
  maxBytes: 10 * 1024 * 1024,
  /** The sent name is kept only to show and to name the download; longer is cut. */
  nameMaxLength: 120,
} as const;

/** The forms a brief may be sent with; every other form refuses a file. */
export const briefForms = ["contact", "quote"] as const;

/** The form field a brief is sent in. */
export const briefField = "brief";

/** What the file input offers (the server reads the type from the bytes whatever it is told). */
export const briefAccept = ".pdf,.docx,.png,.jpg,.jpeg";

/** Where a signed-in owner downloads a lead's brief; it is nowhere else. */
export const briefPath = (leadId: number, briefId: string) =>
  `/admin/api/leads/${leadId}/briefs/${briefId}`;

/** A brief as the desk's lead page shows it. */
export interface LeadBrief {
  id: string;
  name: string;
  type: BriefType;
  size: number;
  /** Flagged by the virus scan: kept, never served. */
  quarantined: boolean;
  createdAt: string;
}
