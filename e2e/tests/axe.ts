import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * WCAG 2.1 A and AA, as Decree 42/2022 and Circular 22/2023 ask of state portals, and axe's best
 * practices (headings in order, landmarks), which Lighthouse's accessibility score counts too.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * No axe violation on the page as it is now, once it has faded in. `exclude`: parts left out (CSS
 * selectors), such as a notification that may start fading out while axe reads it.
 */
export async function expectNoViolations(page: Page, path: string, { exclude = [] }: { exclude?: string[] } = {}) {
  // Colours are judged once the page has faded in (0.5 s) and a modal has finished opening:
  // mid-fade, every text is too pale. Spinners run for ever and are not waited for.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.page-fade, .modal')].every((element) => {
        const style = getComputedStyle(element);
        return style.display === 'none' || style.opacity === '1';
      }) &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            !Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        ),
  );
  // Legacy mode runs axe in the page itself. The default opens a blank page for every check to
  // merge the results of cross-origin frames, which these pages do not have (a second per check).
  const builder = new AxeBuilder({ page }).withTags(WCAG).setLegacyMode(true);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${path}`).toEqual([]);
}
