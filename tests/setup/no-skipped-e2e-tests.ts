import type { FullResult, Reporter, Suite, TestCase } from "@playwright/test/reporter";

/**
 * Fails a Playwright run in which any test was skipped (`test.skip`, `test.fixme`, a skip
 * inside the test). A skip on a missing element turns a copy edit into a check that silently
 * stops running; a test that does not apply to a project is left out of that project instead.
 */
export default class NoSkippedE2eTests implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult["status"] } | undefined> {
    const skipped = skippedTests(this.suite?.allTests() ?? []);
    if (skipped.length === 0 || result.status !== "passed") return undefined;
    console.error(
      `\n${skipped.length} test(s) skipped, which fails the run:\n${skipped.map((title) => `  ${title}`).join("\n")}\n`,
    );
    return { status: "failed" };
  }

  printsToStdio() {
    return false;
  }
}

/** The titles ("file › describe › test") of the tests whose outcome was a skip. */
export function skippedTests(tests: readonly TestCase[]): string[] {
  return tests
    .filter((test) => test.outcome() === "skipped")
    .map((test) => test.titlePath().filter(Boolean).join(" › "));
}
