/**
 * Lists the form submissions stored by the bundled endpoint, newest first.
 *
 *   npm run inbox                      a readable table of every submission
 *   npm run inbox -- --form quote      only one form (contact, quote or newsletter)
 *   npm run inbox -- --limit 20        only the newest 20
 *   npm run inbox -- --json            JSON array, for scripts
 *   npm run inbox -- --csv > leads.csv CSV for a spreadsheet
 *
 * The store is the one the server uses: PostgreSQL when $DATABASE_URL is set, else the SQLite
 * file $DATABASE_PATH, or $DATA_DIR/inbox.sqlite (DATA_DIR defaults to "data"). It is opened
 * read-only, so reading never takes the write lock from a running server nor changes anything
 * (no migration, no journal-mode switch; PostgreSQL sessions are read-only transactions).
 * Leads are read from the store in batches of 500 (keyset by id).
 */
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { formNames, isFormName, quoteServiceOptions } from "@contracts/forms";
import { loadConfig } from "@server/config";
import type { Attribution, Lead } from "@contracts/desk";
import { csvStream } from "@server/admin/csv";
import { openStore } from "@server/store/open-store";

/** One lead as the CLI prints it: its attribution flattened into columns. */
export type InboxRow = Omit<Lead, "attribution" | "next"> & Attribution;

export const toRow = ({ attribution, next: _next, ...lead }: Lead): InboxRow => ({
  ...lead,
  ...attribution,
});

const oneLine = (text: string | null, width: number) => {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

export function toTable(rows: InboxRow[]): string {
  if (rows.length === 0) return "No submissions yet.\n";
  const serviceLabel = (value: string | null) =>
    quoteServiceOptions.find((option) => option.value === value)?.label ?? value;
  const blocks = rows.map((row) => {
    const when = row.createdAt.replace("T", " ").replace(/\.\d+Z$/, " UTC");
    const details = [
      row.phone && `phone ${row.phone}`,
      row.service && `service ${serviceLabel(row.service)}`,
      row.status !== "new" && `status ${row.status}`,
      row.utmCampaign && `campaign ${row.utmCampaign}`,
    ].filter(Boolean);
    return [
      `#${row.id}  ${when}  ${row.form.toUpperCase()}`,
      `  ${oneLine(row.name, 40) || "(no name)"} <${row.email ?? ""}>${details.length ? `  ·  ${details.join("  ·  ")}` : ""}`,
      ...(row.message ? [`  ${oneLine(row.message, 110)}`] : []),
    ].join("\n");
  });
  return `${blocks.join("\n\n")}\n\n${rows.length} submission${rows.length === 1 ? "" : "s"}, newest first.\n`;
}

async function main() {
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

  const config = loadConfig();
  const leads: Lead[] = [];
  const owners = new Map<number, string>();
  if (config.databaseUrl || existsSync(config.databasePath)) {
    const store = await openStore(config, { readonly: true });
    try {
      for (const { id, email } of await store.listOwners()) owners.set(id, email);
      const form = values.form as (typeof formNames)[number] | undefined;
      for await (const lead of store.streamLeads({ form })) {
        if (limit !== undefined && leads.length >= limit) break;
        leads.push(lead);
      }
    } finally {
      await store.close();
    }
  } else if (!values.json && !values.csv) {
    console.error(`No inbox at ${config.databasePath} yet: it is created when the server starts.`);
  }

  const rows = leads.map(toRow);
  if (values.json) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  // The desk's export: one CSV writer and one formula guard for both (server/admin/csv.ts).
  else if (values.csv) await pipeline(csvStream(leads, owners), process.stdout);
  else process.stdout.write(toTable(rows));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
