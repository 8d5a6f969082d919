/**
 * The lead search's index on SQLite (docs/decisions/0189): an FTS5 table with the trigram
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
