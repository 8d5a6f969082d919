/**
 * Scroll-in reveal for elements marked `data-reveal`. Elements already on screen are marked
 * revealed before the `js-reveal` class starts hiding the others, so nothing visible flickers.
 * Where each one stands comes from an observer's first report, in the frame after this runs:
 * measuring them here would lay the page out inside the entry's task, and lengthen it.
 * Returns a cleanup function.
 */
export function startScrollReveal(root: HTMLElement = document.documentElement): () => void {
  const targets = [...root.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])")];
  if (!("IntersectionObserver" in window)) return () => {};

  const reveal = (element: Element) => element.setAttribute("data-revealed", "");
  const onScroll = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        reveal(entry.target);
        onScroll.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  let unplaced = targets.length;
  const firstLook = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      firstLook.unobserve(entry.target);
      unplaced -= 1;
      if (entry.isIntersecting) reveal(entry.target);
      else onScroll.observe(entry.target);
    }
    if (unplaced === 0) document.documentElement.classList.add("js-reveal");
  });
  targets.forEach((element) => firstLook.observe(element));
  if (targets.length === 0) document.documentElement.classList.add("js-reveal");
  return () => {
    firstLook.disconnect();
    onScroll.disconnect();
  };
}
