/**
 * A click that follows a link in the same tab: the main button with no modifier key. Anything
 * else (a new tab, a download, a new window) is left to the browser.
 */
export const isPlainClick = (
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
