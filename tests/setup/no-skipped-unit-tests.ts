import type { Reporter, TestModule, Vitest } from "vitest/node";

/**
 * Fails a Vitest run in which any test was skipped or left to do (`.skip`, `.todo`, `.skipIf`,
 * a skip inside the test, and the rest of a file narrowed with `.only`). A run narrowed by a name
 * pattern (`-t`) skips the rest on purpose and is let through.
 */
export default class NoSkippedUnitTests implements Reporter {
  private narrowed = false;

  onInit(vitest: Vitest) {
    this.narrowed = vitest.config.testNamePattern !== undefined;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (this.narrowed) return;
    const skipped = testModules.flatMap((module) =>
      [...module.children.allTests("skipped")].map(
        (test) => `${module.relativeModuleId} › ${test.fullName}`,
      ),
    );
    if (skipped.length === 0) return;
    console.error(
      `\n${skipped.length} test(s) skipped, which fails the run:\n${skipped.map((title) => `  ${title}`).join("\n")}\n`,
    );
    process.exitCode = 1;
  }
}
