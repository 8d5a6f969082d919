import { Readable, pipeline } from "node:stream";
import { stringify } from "csv-stringify";
import type { Lead } from "@contracts/desk";

/**
 * Exports of the desk, streamed: rows are read from the store in batches and written as they
 * come, so 100,000 leads never sit in memory at once.
 */

/**
 * A cell a spreadsheet would read as a formula gets a leading apostrophe. Spreadsheets skip
 * leading blanks, so the first non-blank character decides; full-width signs count too.
 */
export function neutraliseFormula(text: string): string {
  return /^\s*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/u.test(text) ? `'${text}` : text;
}

export const exportColumns = [
  "id",
  "createdAt",
  "form",
  "status",
  "spamReason",
  "name",
  "email",
  "phone",
  "service",
  "message",
  "subject",
  "replyTo",
  "page",
  "firstPage",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "assignee",
  "followUpOn",
  "firstReplyAt",
  "firstReplyMinutes",
] as const;

/** Owners' e-mails by id: the `assignee` column names the owner, not a number. */
export type OwnerEmails = ReadonlyMap<number, string>;

/** Whole minutes from the lead to its first reply from the desk (the Overview's measure). */
const firstReplyMinutes = (lead: Lead) =>
  lead.firstReplyAt
    ? Math.round((Date.parse(lead.firstReplyAt) - Date.parse(lead.createdAt)) / 60_000)
    : null;

const rowOf = (lead: Lead, owners: OwnerEmails) => {
  const assignedTo = lead.assignedTo ?? null;
  const flat: Record<string, unknown> = {
    ...lead,
    ...lead.attribution,
    // An owner removed since keeps their number.
    assignee: assignedTo === null ? null : (owners.get(assignedTo) ?? assignedTo),
    firstReplyMinutes: firstReplyMinutes(lead),
  };
  return exportColumns.map((column) => {
    const value = flat[column];
    return value === null || value === undefined ? "" : neutraliseFormula(String(value));
  });
};

export function csvStream(
  leads: AsyncIterable<Lead> | Iterable<Lead>,
  owners: OwnerEmails = new Map(),
): Readable {
  const source = Readable.from(
    (async function* () {
      for await (const lead of leads) yield rowOf(lead, owners);
    })(),
  );
  // pipeline: a failed read destroys the CSV stream too, so the reply ends instead of hanging.
  return pipeline(
    source,
    stringify({ header: true, columns: [...exportColumns], record_delimiter: "\r\n" }),
    () => {},
  );
}

export function jsonStream(leads: AsyncIterable<Lead>): Readable {
  return Readable.from(
    (async function* () {
      let first = true;
      yield "[";
      for await (const lead of leads) {
        yield `${first ? "" : ","}\n${JSON.stringify(lead)}`;
        first = false;
      }
      yield "\n]\n";
    })(),
  );
}
