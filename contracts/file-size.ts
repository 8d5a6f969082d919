/**
 * A file's size as the team reads it, the same in the team's mail and in the desk: kilobytes
 * under a megabyte (a 40 KB brief is not "0.0 MB"), at least 1 KB for a file with anything in
 * it, and megabytes to one decimal above.
 */
export function fileSizeText(bytes: number): string {
  const kilobytes = Math.round(bytes / 1024);
  if (kilobytes < 1024) return `${bytes > 0 ? Math.max(1, kilobytes) : 0} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
