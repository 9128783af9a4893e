import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackToTop } from './BackToTop.tsx';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('BackToTop', () => {
  it('appears only past 200 px and scrolls smoothly to the top', () => {
    // jsdom lays nothing out; the browser's own scrolling is the edge we stand in for here.
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<BackToTop />);
    expect(screen.queryByRole('button', { name: 'Lên đầu trang' })).toBeNull();
    scrollTo(200);
    expect(screen.queryByRole('button', { name: 'Lên đầu trang' })).toBeNull();
    scrollTo(201);
    fireEvent.click(screen.getByRole('button', { name: 'Lên đầu trang' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Lên đầu trang' })).toBeNull();
  });
});
