import { leadStatuses, searchCountCap, type LeadStatus } from "@contracts/desk";
import type { LeadQuery } from "./desk";

/**
 * The desk's lead query as SQL both dialects share: its WHERE clauses, and the counts of each
 * status under it.
 */

/** A LIKE pattern matching `text` anywhere, with its own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The WHERE clause of a lead query. `param` turns a value into its placeholder (`?` or `$n`);
 * `like` is LIKE on SQLite (case-insensitive for ASCII letters) and ILIKE on PostgreSQL.
 */
export function leadFilter(
  query: LeadQuery,
  param: (value: unknown) => string,
  like: "LIKE" | "ILIKE",
) {
  const clauses: string[] = [];
  if (query.form) clauses.push(`form = ${param(query.form)}`);
  if (query.status) clauses.push(`status = ${param(query.status)}`);
  if (query.campaign) clauses.push(`utm_campaign = ${param(query.campaign)}`);
  if (query.from) clauses.push(`created_at >= ${param(query.from)}`);
  if (query.to) clauses.push(`created_at < ${param(query.to)}`);
  if (query.assignee !== undefined) clauses.push(`assigned_to = ${param(query.assignee)}`);
  if (query.due)
    clauses.push(
      `follow_up_on ${query.due.view === "today" ? "=" : "<"} ${param(query.due.today)}`,
      "status NOT IN ('won', 'lost', 'spam')",
    );
  if (query.search) {
    const pattern = containsPattern(query.search);
    const matches = ["name", "email", "message"].map(
      (column) => `${column} ${like} ${param(pattern)} ESCAPE '\\'`,
    );
    clauses.push(`(${matches.join(" OR ")})`);
  }
  return clauses;
}

/**
 * The list's tabs from rows of (status, count) over the filter without its status: every status
 * counted (0 when absent), and the total of the whole filter. Under a search a count is read only
 * up to searchCountCap + 1 (cappedCountsQuery) and one over the cap is shown as the cap, "500+":
 * the status is `capped`, and so is a total that includes it. Counting every match of a common word
 * would read every lead it is in (decision 0113).
 */
export function tallyStatuses(
  rows: Array<{ status: LeadStatus; n: number | string }>,
  status: LeadStatus | undefined,
  search: boolean,
) {
  const counts = Object.fromEntries(leadStatuses.map((name) => [name, 0])) as Record<
    LeadStatus,
    number
  >;
  const capped: LeadStatus[] = [];
  for (const row of rows) {
    const n = Number(row.n);
    if (search && n > searchCountCap) capped.push(row.status);
    counts[row.status] = search ? Math.min(n, searchCountCap) : n;
  }
  const total = status ? counts[status] : leadStatuses.reduce((sum, name) => sum + counts[name], 0);
  return { counts, total, capped: leadStatuses.filter((name) => capped.includes(name)) };
}

/**
 * Counting under a search: per status, the newest leads that match, read only up to
 * searchCountCap + 1, so a word in a third of all messages is never counted to the end (the
 * status index walks them newest first when the store walks); one statement of
 * (status, n) rows. `where` is the filter's WHERE clause without its status (or ""); with `?`
 * placeholders its parameters are needed once per status (leadStatuses.length times).
 */
export const cappedCountsQuery = (where: string) =>
  leadStatuses
    .map(
      (status) =>
        `SELECT '${status}' AS status, (SELECT count(*) FROM (SELECT 1 FROM submissions
           ${where ? `${where} AND` : "WHERE"} status = '${status}'
           ORDER BY id DESC LIMIT ${searchCountCap + 1}) AS matches) AS n`,
    )
    .join(" UNION ALL ");
