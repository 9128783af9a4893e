import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';

/**
 * A vitest reporter that writes the errors raised outside any test (an unhandled rejection, a
 * worker that crashed, a hook that timed out after its file) to the file VITEST_UNHANDLED names.
 * Vitest exits 1 on them while its JSON report still says every test passed; summarize-tests.mjs
 * counts each as a failure and prints its first lines, so that the tail of a CI log names it.
 * Usage: VITEST_UNHANDLED=test-results/vitest-unhandled.json npx vitest run --reporter=./scripts/vitest-unhandled.ts
 */
export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(
    _modules: ReadonlyArray<TestModule>,
    errors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ): void {
    const file = process.env.VITEST_UNHANDLED;
    if (!file) return;
    const written = errors.map((error) => ({
      message: `${error.name ?? 'Error'}: ${error.message ?? ''}`.slice(0, 500),
      // Vitest names the file and the test that was running when it was raised, where it knows them.
      during: [error.VITEST_TEST_PATH, error.VITEST_TEST_NAME].filter(Boolean).join(' › '),
      // Where it was raised: the stack's first lines name the file and the test it came from.
      stack: String(error.stack ?? '')
        .split('\n')
        .slice(1, 6)
        .map((line) => line.trim()),
    }));
    writeFileSync(file, `${JSON.stringify({ reason, errors: written }, null, 2)}\n`);
  }
}
