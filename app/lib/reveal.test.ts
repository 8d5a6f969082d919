import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startScrollReveal } from "./reveal";

/** An IntersectionObserver the test drives: `report` hands an observer entries for its targets. */
function fakeIntersections() {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    readonly targets = new Set<Element>();
    constructor(readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
  }
  const report = (observer: FakeObserver, intersecting: Element[]) =>
    observer.callback(
      [...observer.targets].map((target) => ({
        target,
        isIntersecting: intersecting.includes(target),
      })),
    );
  return { FakeObserver, observers, report };
}

/** A block of the page that reveals itself as it scrolls into view. */
function revealedBlock(text: string) {
  const block = document.createElement("p");
  block.dataset.reveal = "";
  block.textContent = text;
  return document.body.appendChild(block);
}

describe("startScrollReveal", () => {
  let top: HTMLElement, middle: HTMLElement, bottom: HTMLElement;
  let fake: ReturnType<typeof fakeIntersections>;
  /** The observer watching `count` blocks now, which the test then drives. */
  const watching = (count: number) => {
    const observer = fake.observers.find((candidate) => candidate.targets.size === count);
    if (!observer) throw new Error(`No observer watches ${count} blocks`);
    return observer;
  };

  beforeEach(() => {
    document.body.replaceChildren();
    top = revealedBlock("top");
    middle = revealedBlock("middle");
    bottom = revealedBlock("bottom");
    fake = fakeIntersections();
    vi.stubGlobal("IntersectionObserver", fake.FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.documentElement.classList.remove("js-reveal");
  });

  it("measures nothing itself, so that it lays nothing out in the task that calls it", () => {
    const measure = vi.spyOn(Element.prototype, "getBoundingClientRect");
    startScrollReveal();
    expect(measure).not.toHaveBeenCalled();
    // Nothing is hidden until the observer has said where each block stands.
    expect(document.documentElement).not.toHaveClass("js-reveal");
  });

  it("reveals the blocks on screen before it hides the others, and those once they come into view", () => {
    startScrollReveal();
    fake.report(watching(3), [top]);
    expect(top).toHaveAttribute("data-revealed");
    expect(middle).not.toHaveAttribute("data-revealed");
    expect(document.documentElement).toHaveClass("js-reveal");

    const onScroll = watching(2);
    expect([...onScroll.targets]).toEqual([middle, bottom]);
    fake.report(onScroll, [middle]);
    expect(middle).toHaveAttribute("data-revealed");
    expect(bottom).not.toHaveAttribute("data-revealed");
    expect([...onScroll.targets]).toEqual([bottom]);
  });

  it("hides nothing while a block has not been placed yet", () => {
    startScrollReveal();
    const firstLook = watching(3);
    firstLook.callback([{ target: top, isIntersecting: false }]);
    expect(document.documentElement).not.toHaveClass("js-reveal");
    fake.report(firstLook, [middle]);
    expect(document.documentElement).toHaveClass("js-reveal");
  });
});
