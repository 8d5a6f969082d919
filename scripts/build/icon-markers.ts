/** An icon's opening tag as lucide-react renders it: the `lucide` class marks it. */
const iconTag = /<svg\b[^>]+\bclass="lucide\b[^"]*"[^>]*>/g;
const iconClass = /^lucide(?:-[\w-]+)?$/;

/** True when a stylesheet names a class lucide-react marks its icons with. */
export const namesIconClass = (classes: Iterable<string>) =>
  [...classes].some((name) => iconClass.test(name));

/**
 * A page's icons without what lucide-react writes on each of them for other hosts: `xmlns`,
 * which an <svg> inside HTML does not need (the parser puts it in the SVG namespace), and the
 * classes `lucide` and `lucide-<name>`, which no stylesheet or script of the site reads
 * (postbuild fails if the stylesheet ever names one). 62-240 bytes of a page's brotli-compressed
 * HTML, and nothing drawn differently.
 */
export function withoutIconMarkers(html: string): string {
  return html.replace(iconTag, (tag) =>
    tag
      .replace(' xmlns="http://www.w3.org/2000/svg"', "")
      .replace(/ class="([^"]*)"/, (_, classes: string) => {
        const kept = classes.split(/\s+/).filter((name) => name && !iconClass.test(name));
        return kept.length > 0 ? ` class="${kept.join(" ")}"` : "";
      }),
  );
}
