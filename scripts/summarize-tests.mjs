// Sums the JSON reports of vitest and Playwright in a folder into one line:
// "N passed, N failed" (", N skipped" when any were skipped), then one line per failed test
// ("✘ file › test", with the first line of its error), so that the tail of a CI log names what failed.
// Usage: summarize-tests.mjs <folder> [report.json ...]: each report named after the folder
// must be there; one that is missing (its suite never ran) counts as a failure.
// Before that line, where the time went: each step's time (steps.tsv in the folder, written by
// scripts/test.sh), each suite's time, and the ten slowest test files.
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

// The lines of a Playwright error that say what was seen (locator, expected, received, timeout),
// and the page as it was (the first lines of its error-context.md): enough to tell a flake's cause
// from a CI log that keeps nothing else.
function playwrightDetails(result) {
  const lines = stripVTControlCharacters(result.error?.message ?? '')
    .split('\n')
    .filter((line) => /^(Locator|Expected|Received|Timeout)/.test(line.trim()))
    .slice(0, 6);
  const context = result.attachments?.find((attachment) => attachment.name === 'error-context')?.path;
  if (context && existsSync(context)) {
    // The page's accessibility tree (its yaml block), from its main region where it has one.
    const tree = readFileSync(context, 'utf8').split('```yaml\n')[1]?.split('\n```')[0]?.split('\n') ?? [];
    const main = tree.findIndex((line) => /^\s*- main\b/.test(line));
    lines.push('the page when it failed:', ...tree.slice(Math.max(main, 0), Math.max(main, 0) + 30));
  }
  return lines.map((line) => `      ${line.slice(0, 200)}`);
}

// Playwright nests suites (file › describe › …) around specs, and a spec holds a test per project.
function playwrightFailures(suites, trail) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      // A test's status, not the spec's `ok` (seen true beside a failed project).
      for (const test of (spec.tests ?? []).filter((t) => t.status === 'unexpected')) {
        const result = test.results?.at(-1);
        const error = result?.error;
        const why = error
          ? `: ${firstLine(error.message)}${error.location ? ` (line ${error.location.line})` : ''}`
          : '';
        failures.push(
          [`${[...here, spec.title].join(' › ')} [${test.projectName}]${why}`, ...playwrightDetails(result ?? {})].join(
            '\n',
          ),
        );
      }
    }
    playwrightFailures(suite.suites, here);
  }
}

const files = existsSync(dir) ? readdirSync(dir) : [];
/** Seconds spent per test file ("suite › file") and per suite, read from the reports below. */
const fileSeconds = new Map();
const suiteSeconds = new Map();
const addTime = (suite, file, ms) => {
  const key = `${suite} › ${file}`;
  fileSeconds.set(key, (fileSeconds.get(key) ?? 0) + ms / 1000);
  suiteSeconds.set(suite, (suiteSeconds.get(suite) ?? 0) + ms / 1000);
};
// Playwright's specs by file, their tests by project (wide, narrow): each result's duration.
function playwrightTimes(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? [])
          addTime(`journeys ${test.projectName}`, spec.file, result.duration ?? 0);
      }
    }
    playwrightTimes(suite.suites);
  }
}
// A vitest file's suite is its package (packages/server/src/resilience/… is server-slow's, but
// which project ran it the report does not say: the package is enough to find it).
const vitestSuite = (file) => file.match(/^packages\/([^/]+)\//)?.[1] ?? file.split('/')[0];
for (const name of expected) {
  if (files.includes(name)) continue;
  console.error(`No report ${path.join(dir, name)}: that suite did not run; counted as a failure.`);
  failed += 1;
}

/** Failures counted per report file: a step that exited non-zero with none in its report adds one. */
const failedIn = new Map();
for (const file of files) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const failedBefore = failed;
  if (Array.isArray(report.errors) && 'reason' in report) {
    // scripts/vitest-unhandled.ts: errors raised outside any test, on which vitest exits 1.
    failed += report.errors.length;
    for (const error of report.errors)
      failures.push(
        [
          `(outside any test${error.during ? `, during ${error.during}` : ''}) ${firstLine(error.message)}`,
          ...error.stack.map((line) => `      ${line}`),
        ].join('\n'),
      );
  } else if (report.stats && 'expected' in report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky counted as passed.
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    // Errors outside any test (a server that never started, a config that failed) stop the run
    // before a test is counted: each one is a failure, not "0 failed".
    failed += report.errors?.length ?? 0;
    for (const error of report.errors ?? []) failures.push(`(outside any test) ${error.message?.split('\n')[0] ?? ''}`);
    playwrightFailures(report.suites, []);
    playwrightTimes(report.suites);
    skipped += report.stats.skipped;
  } else if ('numPassedTests' in report) {
    // Vitest (Jest-compatible JSON); a file that failed to load counts as a failure.
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? 1 : 0);
    skipped += report.numPendingTests + report.numTodoTests;
    for (const fileResult of report.testResults ?? []) {
      const file = path.relative(process.cwd(), fileResult.name);
      if (fileResult.endTime && fileResult.startTime)
        addTime(vitestSuite(file), file, fileResult.endTime - fileResult.startTime);
      const failedTests = (fileResult.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const test of failedTests) {
        const why = test.failureMessages?.[0] ? `: ${firstLine(test.failureMessages[0])}` : '';
        failures.push(`${file} › ${test.fullName}${why}`);
      }
      if (fileResult.status === 'failed' && failedTests.length === 0) failures.push(`${file} (did not load)`);
    }
  }
  failedIn.set(file, failed - failedBefore);
}

const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
const stepsFile = path.join(dir, 'steps.tsv');
if (existsSync(stepsFile)) {
  console.log('Steps (wall time):');
  for (const line of readFileSync(stepsFile, 'utf8').trim().split('\n')) {
    // name, seconds, exit status, the report it wrote (or -): written by scripts/test.sh.
    const [step, seconds, status = '0', report = '-'] = line.split('\t');
    console.log(`  ${step.padEnd(34)} ${minutes(Number(seconds))}${status === '0' ? '' : `  (exit ${status})`}`);
    // A step that failed with no failed test to show for it (lint, types, vitest's errors outside any
    // test that no reporter caught) is a failure of its own: "0 failed" never tops a red run.
    const reportFile = report === '-' ? undefined : path.basename(report);
    const counted =
      (failedIn.get(reportFile) ?? 0) + (failedIn.get(reportFile?.replace(/\.json$/, '-unhandled.json')) ?? 0);
    if (status !== '0' && counted === 0) {
      failed += 1;
      failures.push(`step "${step}" exited ${status} with no failed test in its report: its output above says why`);
    }
  }
}
if (suiteSeconds.size > 0) {
  // Files run side by side: a suite's time is the sum of its files', more than the wall time it took.
  console.log('Suites (time of their files added up):');
  for (const [suite, seconds] of [...suiteSeconds].sort((a, b) => b[1] - a[1]))
    console.log(`  ${suite.padEnd(34)} ${minutes(seconds)}`);
  console.log('The ten slowest files:');
  for (const [file, seconds] of [...fileSeconds].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
for (const failure of failures) console.log(`  ✘ ${failure}`);
