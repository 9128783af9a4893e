import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No source file of the packages over 400 lines (docs/CONTRIBUTING.md, "Rooms"): a file that grows
 * past it holds two things and is split along what they do. The demo's content is data, not code;
 * a test file keeps its cases together, since each file of the server's tests builds an app of
 * its own and splitting one costs that set-up again.
 */
const MAX_LINES = 400;
const root = path.resolve(import.meta.dirname, '..');

describe('room sizes', () => {
  it(`keep every source file of the packages within ${MAX_LINES} lines`, () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'packages'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes('/db/demo/'));
    expect(files.length).toBeGreaterThan(300);
    const large = files
      .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(large).toEqual([]);
  });
});
