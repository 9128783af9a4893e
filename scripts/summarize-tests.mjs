// Sums the JSON reports of vitest and Playwright in the folders named (default test-results) into one line:
// "N passed, N failed" (", N skipped" when any were skipped).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['test-results'];
let passed = 0;
let failed = 0;
let skipped = 0;

const reports = dirs.flatMap((dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => path.join(dir, file))
    : [],
);
for (const file of reports) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky counted as passed.
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else if ('numPassedTests' in report) {
    // Vitest (Jest-compatible JSON); a file that failed to load counts as a failure.
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? 1 : 0);
    skipped += report.numPendingTests + report.numTodoTests;
  }
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
