/** Links in a message: URLs with a scheme, `www.` hosts and bare domains with a path. */
const linkPattern =
  /\bhttps?:\/\/|\bwww\.|(?<![\w-])[a-z0-9-]+\.(?:com|net|org|ru|xyz|top|info|biz|io|co)\/\S/gi;

export function countLinks(text: string | null): number {
  if (!text) return 0;
  return text.match(linkPattern)?.length ?? 0;
}
