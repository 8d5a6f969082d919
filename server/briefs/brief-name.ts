import { briefLimits } from "@contracts/briefs";

/**
 * The name a visitor's file was sent under, made safe to show and to offer as a download's
 * name: never a path (only what follows the last slash or backslash), no control characters
 * (NUL included) or bidirectional overrides, no leading dots, at most the limit's characters
 * with the extension kept. It is never used to store or find the file.
 */
export function briefName(sent: string | undefined): string {
  const base = (sent ?? "").normalize("NFC").split(/[/\\]/).at(-1) ?? "";
  const clean = base
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "")
    .replace(/^[.\s]+/, "")
    .trim();
  if (clean === "") return "brief";
  const chars = [...clean];
  if (chars.length <= briefLimits.nameMaxLength) return clean;
  const extension = /\.[\p{L}\p{N}]{1,8}$/u.exec(clean)?.[0] ?? "";
  return chars.slice(0, briefLimits.nameMaxLength - extension.length).join("") + extension;
}
