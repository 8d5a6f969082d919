import { afterEach, describe, expect, it, vi } from "vitest";
import { inSeparateTasks } from "./in-separate-tasks";

describe("inSeparateTasks", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("runs the first step at once and each next one only in a new task, in order", async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const done = inSeparateTasks(["a", "b", "c"].map((name) => () => void ran.push(name)));
    expect(ran).toEqual(["a"]);
    // Microtasks alone never reach the next step: only a new task does.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(ran).toEqual(["a"]);
    await vi.runAllTimersAsync();
    expect(ran).toEqual(["a", "b", "c"]);
    await done;
  });

  it("yields to the browser's scheduler where it has one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldToBrowser });
    const ran: number[] = [];
    await inSeparateTasks([1, 2, 3].map((step) => () => void ran.push(step)));
    expect(ran).toEqual([1, 2, 3]);
    expect(yieldToBrowser).toHaveBeenCalledTimes(2);
  });
});
