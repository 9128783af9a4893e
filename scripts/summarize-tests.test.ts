import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The summary that ends npm test and CI: a run that failed must never end on "0 failed", since the
 * tail of a CI log is all one reads of it.
 */
const root = path.resolve(import.meta.dirname, '..');
const summarize = (dir: string, ...reports: string[]) =>
  execFileSync('node', [path.join(root, 'scripts/summarize-tests.mjs'), dir, ...reports], { encoding: 'utf8' });
const vitestReport = {
  numPassedTests: 3,
  numFailedTests: 0,
  numFailedTestSuites: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [],
};

describe('the test summary', () => {
  it('counts a step that failed with no failed test (lint, types) and names it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'summary-'));
    writeFileSync(
      path.join(dir, 'steps.tsv'),
      'lint and format\t4\t1\t-\nvitest (every project)\t200\t0\tvitest.json\n',
    );
    writeFileSync(path.join(dir, 'vitest.json'), JSON.stringify(vitestReport));
    const out = summarize(dir, 'vitest.json');
    expect(out).toContain('3 passed, 1 failed');
    expect(out).toContain('✘ step "lint and format" exited 1');
  });

  it('counts vitest’s errors outside any test once, by their message, not again as a failed step', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'summary-'));
    writeFileSync(path.join(dir, 'steps.tsv'), 'vitest (every project)\t200\t1\tvitest.json\n');
    writeFileSync(path.join(dir, 'vitest.json'), JSON.stringify(vitestReport));
    const unhandled = {
      reason: 'failed',
      errors: [{ message: 'Error: late', during: 'a.test.ts › one', stack: ['at x (a.ts:1:1)'] }],
    };
    writeFileSync(path.join(dir, 'vitest-unhandled.json'), JSON.stringify(unhandled));
    const out = summarize(dir, 'vitest.json');
    expect(out).toContain('3 passed, 1 failed');
    expect(out).toContain('✘ (outside any test, during a.test.ts › one) Error: late');
    expect(out).toContain('at x (a.ts:1:1)');
  });

  it('gets those errors from vitest itself through scripts/vitest-unhandled.ts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'summary-'));
    writeFileSync(
      path.join(dir, 'late.test.mjs'),
      "import { it } from 'vitest';\nit('passes, then throws after its end', () => { setTimeout(() => { throw new Error('thrown after the test'); }, 0); });\nit('waits', () => new Promise((done) => setTimeout(done, 50)));\n",
    );
    writeFileSync(path.join(dir, 'vitest.config.mjs'), 'export default { test: {} };\n');
    const output = path.join(dir, 'unhandled.json');
    const run = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--root',
        dir,
        '--config',
        path.join(dir, 'vitest.config.mjs'),
        '--reporter=dot',
        `--reporter=${path.join(root, 'scripts/vitest-unhandled.ts')}`,
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, VITEST_UNHANDLED: output } },
    );
    expect(run.status).toBe(1);
    const { errors } = JSON.parse(readFileSync(output, 'utf8'));
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain('thrown after the test');
    // A whole vitest run of its own: 2 s on a quiet machine, past vitest's 5 s beside the other suites.
  }, 60_000);
});
