/**
 * Scroll-in reveal for elements marked `data-reveal`. Elements already on screen are marked
 * revealed before the `js-reveal` class starts hiding the others, so nothing visible flickers.
 * Returns a cleanup function.
 */
export function startScrollReveal(root: HTMLElement = document.documentElement): () => void {
  const targets = [...root.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])")];
  if (!("IntersectionObserver" in window)) return () => {};

  const reveal = (element: Element) => element.setAttribute("data-revealed", "");
  const viewportHeight = window.innerHeight;
  const pending = targets.filter((element) => {
    const onScreen = element.getBoundingClientRect().top < viewportHeight;
    if (onScreen) reveal(element);
    return !onScreen;
  });
  document.documentElement.classList.add("js-reveal");

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        reveal(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  pending.forEach((element) => observer.observe(element));
  return () => observer.disconnect();
}
