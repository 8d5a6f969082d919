import type { FullResult, Suite, TestCase } from "@playwright/test/reporter";
import type { TestModule, Vitest } from "vitest/node";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import NoSkippedE2eTests from "./no-skipped-e2e-tests";
import NoSkippedUnitTests from "./no-skipped-unit-tests";

const passed = { status: "passed" } as FullResult;

function e2eTest(title: string, outcome: ReturnType<TestCase["outcome"]>) {
  return { outcome: () => outcome, titlePath: () => ["", "chromium", "a.spec.ts", title] };
}

async function e2eRun(tests: ReturnType<typeof e2eTest>[], result = passed) {
  const reporter = new NoSkippedE2eTests();
  reporter.onBegin({}, { allTests: () => tests } as unknown as Suite);
  return reporter.onEnd(result);
}

function unitRun(skippedTitles: string[], testNamePattern?: RegExp) {
  const reporter = new NoSkippedUnitTests();
  reporter.onInit({ config: { testNamePattern } } as unknown as Vitest);
  const module = {
    relativeModuleId: "a.test.ts",
    children: {
      allTests: (state: string) =>
        state === "skipped" ? skippedTitles.map((fullName) => ({ fullName })) : [],
    },
  } as unknown as TestModule;
  reporter.onTestRunEnd([module]);
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  process.exitCode = undefined;
});
afterEach(() => {
  process.exitCode = undefined;
});

describe("a Playwright run", () => {
  test("fails when a test was skipped, naming it", async () => {
    const verdict = await e2eRun([e2eTest("runs", "expected"), e2eTest("skips", "skipped")]);
    expect(verdict).toEqual({ status: "failed" });
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toContain("a.spec.ts › skips");
  });

  test("keeps its verdict when nothing was skipped, or when it failed already", async () => {
    expect(await e2eRun([e2eTest("runs", "expected"), e2eTest("flaky", "flaky")])).toBeUndefined();
    expect(
      await e2eRun([e2eTest("skips", "skipped")], { status: "failed" } as FullResult),
    ).toBeUndefined();
  });
});

describe("a Vitest run", () => {
  test("fails when a test was skipped or left to do, naming it", () => {
    unitRun(["suite > skipped one"]);
    expect(process.exitCode).toBe(1);
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toContain(
      "a.test.ts › suite > skipped one",
    );
  });

  test("passes when nothing was skipped, or when a name pattern narrowed it", () => {
    unitRun([]);
    expect(process.exitCode).toBeUndefined();
    unitRun(["suite > left out by -t"], /only this/);
    expect(process.exitCode).toBeUndefined();
  });
});
