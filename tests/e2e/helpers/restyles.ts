/**
 * How many elements Chromium restyles while something happens on a page, read from a trace. A
 * restyle of every element is the cost that makes a page's tasks long; tests compare the count with
 * the page's size, never a time.
 */
import type { Page } from "@playwright/test";

/** The elements restyled in each style recalculation while `action` runs. */
export async function restyledDuring(page: Page, action: () => Promise<void>): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: Array<{ name: string; args?: { elementCount?: number } }> = [];
  cdp.on("Tracing.dataCollected", ({ value }) =>
    events.push(...(value as unknown as typeof events)),
  );
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline",
    transferMode: "ReportEvents",
  });
  await action();
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  await complete;
  await cdp.detach();
  return events
    .filter((event) => event.name === "UpdateLayoutTree")
    .map((event) => event.args?.elementCount ?? 0);
}

/** Resolves after the page has rendered two more frames: a change is restyled in the first. */
export const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))),
      ),
  );

/** The number of elements on the page. */
export const elementCount = (page: Page) =>
  page.evaluate(() => document.querySelectorAll("*").length);
