import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a page error or a console error (a CSP violation, a failed
 * request the page did not expect), unless the test says it provokes one.
 */
export const test = base.extend<{ pageErrors: string[]; expectConsoleErrors: RegExp[] }>({
  /** Console errors a test provokes on purpose (a refused sign-in's 401, an expired token's 412). */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; this one has none.
  expectConsoleErrors: async ({}, use) => {
    await use([]);
  },
  pageErrors: [
    async ({ page, expectConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await use(errors);
      const unexpected = errors.filter((error) => !expectConsoleErrors.some((pattern) => pattern.test(error)));
      expect(unexpected, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A journey the narrow project (a phone) runs too: one whose narrow layout behaves differently
 * (the offcanvas menu, dialogs opened from it, tables turned into cards, filters folded away, the
 * back office's drawer and toolbars, what must never scroll sideways). Every other journey runs
 * on the wide screen only: its behaviour does not depend on the width.
 */
export const BOTH_SCREENS = { tag: '@both-screens' };

export const isNarrow = (viewportWidth: number | undefined) => (viewportWidth ?? 1280) < 992;
