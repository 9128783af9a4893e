import path from 'node:path';
import { staticImports } from '@portal/shared/static-imports';
import { describe, expect, it } from 'vitest';

/**
 * What the back office's first load carries (target 300 KB gzip, `npm run bench:web`): the shell,
 * the menu and the dashboard. Each resource's screens, the setup page, the rich-text editor and
 * zod's schemas with their resolver come with the screen that uses them. The setup page, imported
 * by the shell once, brought zod and a whole form in (378 KB, 06/12/2026); this test names the chain.
 */
const adminSrc = import.meta.dirname;
const KEPT_OUT = ['zod', '@hookform/resolvers', 'ra-input-rich-text'];

describe("the back office's first load", () => {
  const reached = staticImports([path.join(adminSrc, 'main.tsx')]);

  it('reaches the shell and the dashboard (a check that the walk follows imports at all)', () => {
    expect(reached.has(path.join(adminSrc, 'App.tsx'))).toBe(true);
    expect(reached.has(path.join(adminSrc, 'resources/dashboard/Dashboard.tsx'))).toBe(true);
  });

  it.each(['resources/setup/SetupPage.tsx', 'resources/posts/index.tsx', 'components/schemaResolver.ts'])(
    'leaves %s to the chunk that needs it',
    (module) => {
      const chain = reached.get(path.resolve(adminSrc, module));
      expect(chain?.map((step) => path.relative(adminSrc, step))).toBeUndefined();
    },
  );

  it.each(KEPT_OUT)('leaves %s to the chunks that need it', (library) => {
    const chain = [...reached.entries()].find(([module]) => module === library || module.startsWith(`${library}/`));
    expect(chain?.[1].map((module) => path.relative(adminSrc, module))).toBeUndefined();
  });
});
