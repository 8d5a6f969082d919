import { submissionIdPattern } from "@contracts/forms";

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/(?<!=)=+$/, "");

/**
 * A fresh id for one filled form (`_submission`): the endpoint stores a replay of it only once.
 * `crypto.randomUUID` exists only in secure contexts, and the site may be served over plain
 * HTTP, so without it 16 random bytes from `getRandomValues` (available everywhere) are used.
 */
export function newSubmissionId(
  source: Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">> = crypto,
): string {
  const id =
    typeof source.randomUUID === "function"
      ? source.randomUUID()
      : base64url(source.getRandomValues(new Uint8Array(16)));
  // Both shapes fit the contract; the check keeps a future change of either honest.
  if (!submissionIdPattern.test(id)) throw new Error(`Malformed submission id "${id}"`);
  return id;
}
