import { artUrl, toMap } from "~/assets/portfolio";

/** Team portraits (scripts/art/avatars.ts) by file name. */
const portraits = toMap(
  import.meta.glob<string>("./*.svg", { eager: true, query: "?url", import: "default" }),
);

export const teamPortrait = (name: string) => artUrl(portraits, name);
