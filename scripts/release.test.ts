import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The release an operator installs: one version, named by CHANGELOG.md, each with its upgrade notes. */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the release', () => {
  const { version } = JSON.parse(read('package.json')) as { version: string };
  const changelog = read('CHANGELOG.md');
  const headings = [...changelog.matchAll(/^## (\d+\.\d+\.\d+) - (\d{4}-\d{2}-\d{2})$/gm)];

  it('is a semantic version that CHANGELOG.md names in its newest heading', () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(headings[0]?.[1]).toBe(version);
    expect(JSON.parse(read('package-lock.json')).version).toBe(version);
  });

  it('has upgrade notes for every version after the first', () => {
    const sections = changelog.split(/^## /m).slice(1);
    expect(sections.length).toBe(headings.length);
    for (const section of sections.slice(0, -1))
      expect([section.split('\n')[0], section.includes('### Upgrade notes')]).toEqual([section.split('\n')[0], true]);
  });
});
