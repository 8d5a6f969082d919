import { useState } from "react";

/**
 * The text a prerendered <textarea> holds when React takes it over, to use as its
 * `defaultValue`. Hydrating a textarea writes its `defaultValue` into the element, which would
 * wipe text the server put back into a page (a failed post without JavaScript) or blank the
 * text the visitor typed before the script arrived. Inputs need none of this: React leaves an
 * input without `value`/`defaultValue` alone. Empty when rendering without a DOM, or when the
 * element is new.
 */
export function useAdoptedValue(id: string): string {
  const [value] = useState(() => {
    if (typeof document === "undefined") return "";
    const element = document.getElementById(id);
    return element instanceof HTMLTextAreaElement ? element.value : "";
  });
  return value;
}
