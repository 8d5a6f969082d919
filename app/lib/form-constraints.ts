/**
 * HTML `pattern` attributes close to the contract's rules, so the browser already checks the
 * fields before the script runs (patterns are anchored by the browser). The endpoint applies the
 * contract's `validateForm` in any case.
 */
export const namePatternAttribute = String.raw`\s*[^\s<>][^<>]+[^\s<>]\s*`;
const emailText = String.raw`[^\s@<>\(\)\[\]\\,;:"]+`;
export const emailPatternAttribute = String.raw`\s*${emailText}@${emailText}\.${emailText}\s*`;
