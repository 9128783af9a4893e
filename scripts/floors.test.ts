import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The floors of biome.json (docs/CONTRIBUTING.md): `npm run lint` fails on an import that runs up a
 * floor or in a circle. Each case lays a few files at the repository's paths in a folder of its
 * own, with the repository's biome.json, and lints them with the repository's Biome.
 */
const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');
let folder: string | undefined;

function lint(files: Record<string, string>) {
  folder = mkdtempSync(path.join(tmpdir(), 'floors-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  // The folder is no Git work tree: its files are all the linter sees.
  config.vcs = { enabled: false };
  writeFileSync(path.join(folder, 'biome.json'), JSON.stringify(config));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  const run = spawnSync(biome, ['lint', '--max-diagnostics=50', '.'], { cwd: folder, encoding: 'utf8' });
  return { failed: run.status !== 0, output: `${run.stdout}${run.stderr}` };
}

afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

const exported = "export const value = 'x';\n";

describe('the floors of biome.json', () => {
  it('let an import run down a floor', () => {
    const result = lint({
      'packages/web/src/lib/files.ts': exported,
      'packages/web/src/components/Probe.tsx':
        "import { value } from '../lib/files.ts';\nexport const probe = value;\n",
      'packages/server/src/lib/time.ts': exported,
      'packages/server/src/modules/posts/probe.ts':
        "import { value } from '../../lib/time.ts';\nexport const probe = value;\n",
    });
    expect(result.output).not.toContain('noRestrictedImports');
    expect(result.failed).toBe(false);
  });

  it('fail on a portal component that imports a page or a feature', () => {
    const result = lint({
      'packages/web/src/pages/documents/files.ts': exported,
      'packages/web/src/components/Probe.tsx':
        "import { value } from '../pages/documents/files.ts';\nexport const probe = value;\n",
    });
    expect(result.failed).toBe(true);
    expect(result.output).toMatch(/Probe\.tsx[^\n]*lint\/style\/noRestrictedImports/);
  });

  it('fail on a server module that imports the back office’s routes, and on the ground floor importing a module', () => {
    const result = lint({
      'packages/server/src/modules/admin/resources/feedback.ts': exported,
      'packages/server/src/modules/auth/probe.ts':
        "import { value } from '../admin/resources/feedback.ts';\nexport const probe = value;\n",
      'packages/server/src/modules/auth/crypto.ts': exported,
      'packages/server/src/mail/probe.ts':
        "import { value } from '../modules/auth/crypto.ts';\nexport const probe = value;\n",
    });
    expect(result.failed).toBe(true);
    expect(result.output).toMatch(/modules\/auth\/probe\.ts[^\n]*lint\/style\/noRestrictedImports/);
    expect(result.output).toMatch(/mail\/probe\.ts[^\n]*lint\/style\/noRestrictedImports/);
  });

  it('fail on an import loop', () => {
    const result = lint({
      'packages/server/src/lib/a.ts': "import { b } from './b.ts';\nexport const a = () => b();\n",
      'packages/server/src/lib/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    });
    expect(result.failed).toBe(true);
    expect(result.output).toContain('lint/suspicious/noImportCycles');
  });

  it('let a test import what it tests from any floor', () => {
    const result = lint({
      'packages/web/src/app/Header.tsx': exported,
      'packages/web/src/components/Probe.test.tsx':
        "import { value } from '../app/Header.tsx';\nexport const probe = value;\n",
    });
    expect(result.output).not.toContain('noRestrictedImports');
  });
});
