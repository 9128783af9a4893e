// Sums the JSON reports of vitest and Playwright in a folder into one line:
// "N passed, N failed" (", N skipped" when any were skipped), then one line per failed test
// ("✘ file › test", with the first line of its error), so that the tail of a CI log names what failed.
// Usage: summarize-tests.mjs <folder> [report.json ...]: each report named after the folder
// must be there; one that is missing (its suite never ran) counts as a failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const [dir = 'test-results', ...expected] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

// The first line of an error, without the colours of a terminal.
const firstLine = (message = '') => stripVTControlCharacters(message).trim().split('\n')[0].slice(0, 200);

// Playwright nests suites (file › describe › …) around specs, and a spec holds a test per project.
function playwrightFailures(suites, trail) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      // A test's status, not the spec's `ok` (seen true beside a failed project).
      for (const test of (spec.tests ?? []).filter((t) => t.status === 'unexpected')) {
        const error = test.results?.at(-1)?.error;
        const why = error
          ? `: ${firstLine(error.message)}${error.location ? ` (line ${error.location.line})` : ''}`
          : '';
        failures.push(`${[...here, spec.title].join(' › ')} [${test.projectName}]${why}`);
      }
    }
    playwrightFailures(suite.suites, here);
  }
}

const files = existsSync(dir) ? readdirSync(dir) : [];
for (const name of expected) {
  if (files.includes(name)) continue;
  console.error(`No report ${path.join(dir, name)}: that suite did not run; counted as a failure.`);
  failed += 1;
}

for (const file of files) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky counted as passed.
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    // Errors outside any test (a server that never started, a config that failed) stop the run
    // before a test is counted: each one is a failure, not "0 failed".
    failed += report.errors?.length ?? 0;
    for (const error of report.errors ?? []) failures.push(`(outside any test) ${error.message?.split('\n')[0] ?? ''}`);
    playwrightFailures(report.suites, []);
    skipped += report.stats.skipped;
  } else if ('numPassedTests' in report) {
    // Vitest (Jest-compatible JSON); a file that failed to load counts as a failure.
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? 1 : 0);
    skipped += report.numPendingTests + report.numTodoTests;
    for (const fileResult of report.testResults ?? []) {
      const file = path.relative(process.cwd(), fileResult.name);
      const failedTests = (fileResult.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const test of failedTests) {
        const why = test.failureMessages?.[0] ? `: ${firstLine(test.failureMessages[0])}` : '';
        failures.push(`${file} › ${test.fullName}${why}`);
      }
      if (fileResult.status === 'failed' && failedTests.length === 0) failures.push(`${file} (did not load)`);
    }
  }
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
for (const failure of failures) console.log(`  ✘ ${failure}`);
