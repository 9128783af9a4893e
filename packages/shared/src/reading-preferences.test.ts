import { describe, expect, it } from 'vitest';
import { fontScaleOf, rootFontSize } from './reading-preferences.ts';

describe('the reading choices', () => {
  it('take a text size only where the buttons can set it', () => {
    expect(['0.875', '1', '1.125', '1.25', '1.5'].map(fontScaleOf)).toEqual([0.875, 1, 1.125, 1.25, 1.5]);
    for (const value of ['0.75', '1.625', '1.3', '2', 'abc', '', null, undefined, '1e0;color:red']) {
      expect(fontScaleOf(value), String(value)).toBe(1);
    }
    expect(rootFontSize(1)).toBe('');
    expect(rootFontSize(1.25)).toBe('125%');
  });
});
