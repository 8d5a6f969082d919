/**
 * The lead search's index on SQLite (decision 0113): an FTS5 table with the trigram
 * tokenizer over name, e-mail and message, kept by triggers (schema.ts). It narrows the rows to
 * those that may contain the term; the LIKE clauses of leadFilter still decide, so the index
 * changes how fast a search is, never what it finds.
 */

/** The trigram index can answer only for terms of 3 characters or more (code points). */
const indexedTermLength = 3;

/** The term as one FTS5 string: every character literal, a double quote doubled. */
const ftsPhrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

/**
 * The clause that limits a search to the index's candidates, or none when the index cannot
 * answer (a term too short, or one with a NUL, where FTS5's query text would end): then LIKE
 * scans as before. The leads not yet indexed (lead_search_pending, search-index.ts) are
 * candidates too, so a lead is found from the moment it is stored.
 */
export function searchIndexClause(term: string | undefined, param: (value: unknown) => string) {
  if (!term || [...term].length < indexedTermLength || term.includes("\0")) return [];
  return [
    `(id IN (SELECT rowid FROM lead_search WHERE lead_search MATCH ${param(ftsPhrase(term))})
      OR id IN (SELECT id FROM lead_search_pending))`,
  ];
}

/**
 * Above this many candidates the index no longer narrows much: reading them all and verifying
 * each costs more than walking the newest leads until a page (or a capped count) is full.
 */
const indexCandidateLimit = 5_000;

/** How the store answers a term: counting its index candidates stops at the limit. */
export function searchUsesIndex(
  term: string | undefined,
  prepare: (sql: string) => { get(...params: unknown[]): unknown },
) {
  const params: unknown[] = [];
  const [clause] = searchIndexClause(term, (value) => (params.push(value), "?"));
  if (!clause) return false;
  const { n } = prepare(
    `SELECT count(*) AS n FROM (SELECT 1 FROM lead_search WHERE lead_search MATCH ?
     LIMIT ${indexCandidateLimit + 1})`,
  ).get(...params) as { n: number };
  return n <= indexCandidateLimit;
}
