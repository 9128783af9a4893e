// @vitest-environment jsdom

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyBranding, useBranding } from './branding.ts';

afterEach(cleanup);

function AppBarName() {
  const { name, primary } = useBranding();
  return (
    <p>
      {name ?? 'Cổng thông tin'} ({primary ?? 'mặc định'})
    </p>
  );
}

describe("the back office's branding", () => {
  it('follows a save of the settings at once: the app bar, the tab and the page’s meta', () => {
    render(<AppBarName />);
    act(() => applyBranding({ title_suffix: 'Cổng NQ57 Quảng Trị', primary_color: '#0b5d3b' }));
    expect(screen.getByText('Cổng NQ57 Quảng Trị (#0b5d3b)')).toBeTruthy();
    expect(document.title).toBe('Quản trị | Cổng NQ57 Quảng Trị');
    expect(document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content).toBe('#0b5d3b');
    expect(document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content).toBe(
      'Cổng NQ57 Quảng Trị',
    );
  });
});
