import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Vitest's global setup: every folder, file and socket a test makes in the temporary folder (data
 * folders, uploads, backups, the servers and daemons a test starts) goes into one folder of this
 * run, which TMPDIR names for the workers and their child processes, and which is removed when
 * the run ends, passed or failed. PORTAL_TEST_KEEP_TMP=1 keeps it to look into.
 */
export default function setup(): () => void {
  const run = mkdtempSync(path.join(tmpdir(), 'portal-test-run-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = run;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    if (process.env.PORTAL_TEST_KEEP_TMP === '1') console.log(`test files kept in ${run}`);
    else rmSync(run, { recursive: true, force: true });
  };
}
