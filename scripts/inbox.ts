/**
 * Lists the form submissions stored by the bundled endpoint, newest first.
 *
 *   npm run inbox                      a readable table of every submission
 *   npm run inbox -- --form quote      only one form (contact, quote or newsletter)
 *   npm run inbox -- --limit 20        only the newest 20
 *   npm run inbox -- --json            JSON array, for scripts
 *   npm run inbox -- --csv > leads.csv CSV for a spreadsheet
 *
 * The database is $DATABASE_PATH, or $DATA_DIR/inbox.sqlite (DATA_DIR defaults to "data"),
 * exactly as the server finds it. It is opened read-only, so reading never takes the write lock
 * from a running server nor changes the file (no migration, no journal-mode switch).
 */
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { formNames, isFormName, quoteServiceOptions } from "@contracts/forms";
import { loadConfig } from "../server/config";
import { openInbox, type StoredSubmission } from "../server/inbox";

const columns = [
  "id",
  "createdAt",
  "form",
  "name",
  "email",
  "phone",
  "service",
  "message",
  "subject",
  "replyTo",
  "mailStatus",
] as const satisfies ReadonlyArray<keyof StoredSubmission>;

/**
 * One CSV cell (RFC 4180), with formula-looking text defused for spreadsheets: spreadsheets skip
 * leading blanks, so the first non-blank character decides, not the first character.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[\s\p{Z}]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/u.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: StoredSubmission[]): string {
  const lines = [
    columns.join(","),
    ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

const oneLine = (text: string | null, width: number) => {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

export function toTable(rows: StoredSubmission[]): string {
  if (rows.length === 0) return "No submissions yet.\n";
  const serviceLabel = (value: string | null) =>
    quoteServiceOptions.find((option) => option.value === value)?.label ?? value;
  const blocks = rows.map((row) => {
    const when = row.createdAt.replace("T", " ").replace(/\.\d+Z$/, " UTC");
    const details = [
      row.phone && `phone ${row.phone}`,
      row.service && `service ${serviceLabel(row.service)}`,
      row.mailStatus && `mail ${row.mailStatus}`,
    ].filter(Boolean);
    return [
      `#${row.id}  ${when}  ${row.form.toUpperCase()}`,
      `  ${oneLine(row.name, 40) || "(no name)"} <${row.email ?? ""}>${details.length ? `  ·  ${details.join("  ·  ")}` : ""}`,
      ...(row.message ? [`  ${oneLine(row.message, 110)}`] : []),
    ].join("\n");
  });
  return `${blocks.join("\n\n")}\n\n${rows.length} submission${rows.length === 1 ? "" : "s"}, newest first.\n`;
}

function main() {
  const { values } = parseArgs({
    options: {
      form: { type: "string" },
      limit: { type: "string" },
      json: { type: "boolean", default: false },
      csv: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(
      "Usage: npm run inbox -- [--form contact|quote|newsletter] [--limit N] [--json|--csv]",
    );
    return;
  }
  if (values.form !== undefined && !isFormName(values.form)) {
    console.error(`Unknown form "${values.form}": use one of ${formNames.join(", ")}.`);
    process.exitCode = 2;
    return;
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
    console.error("--limit takes a positive whole number.");
    process.exitCode = 2;
    return;
  }

  const { databasePath } = loadConfig();
  let rows: StoredSubmission[] = [];
  if (existsSync(databasePath)) {
    const inbox = openInbox(databasePath, { readonly: true });
    try {
      rows = inbox.list({ form: values.form as (typeof formNames)[number] | undefined, limit });
    } finally {
      inbox.close();
    }
  } else if (!values.json && !values.csv) {
    console.error(`No inbox at ${databasePath} yet: it is created when the server starts.`);
  }

  if (values.json) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  else if (values.csv) process.stdout.write(toCsv(rows));
  else process.stdout.write(toTable(rows));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
