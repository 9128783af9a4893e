import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a page error or a console error (a CSP violation, a failed
 * request the page did not expect), unless the test says it provokes one.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const isNarrow = (viewportWidth: number | undefined) => (viewportWidth ?? 1280) < 992;
