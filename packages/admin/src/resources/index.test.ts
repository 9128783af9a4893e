import { describe, expect, it } from 'vitest';
import { backOfficeResources, SCREENS } from './index.tsx';

describe('the back office resources', () => {
  it('name the screens their folders export, so a lazy route never lands on nothing', async () => {
    for (const { resource, screens, load } of backOfficeResources) {
      const exported = (await load()).default;
      const has = SCREENS.filter((screen) => exported[screen] !== undefined);
      expect(has, resource.name).toEqual(SCREENS.filter((screen) => screens.includes(screen)));
      for (const screen of screens) expect(typeof resource[screen], `${resource.name}.${screen}`).toBe('function');
    }
  }, 120_000);
});
