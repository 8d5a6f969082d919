/**
 * Artwork lookup by name. Content refers to images by file name (without .svg) because the
 * build's content check runs outside Vite, where an .svg import cannot load; these maps turn the
 * names into hashed asset URLs. An unknown name throws while the page prerenders, so the build fails.
 */
const toMap = (modules: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(modules).map(([file, url]) => [file.replace(/^.*\/|\.svg$/g, ""), url]),
  );

const portfolioArt = toMap(
  import.meta.glob<string>("./*.svg", { eager: true, query: "?url", import: "default" }),
);

export function artUrl(art: Record<string, string>, name: string): string {
  const url = art[name];
  if (!url) throw new Error(`No artwork named "${name}" (expected ${name}.svg).`);
  return url;
}

export { toMap };
export const portfolioImage = (name: string) => artUrl(portfolioArt, name);
