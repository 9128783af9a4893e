import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_IMAGE, LazyImage } from './LazyImage.tsx';

/** jsdom has no layout, so no IntersectionObserver: this one lets the test say what is in view. */
class ViewObserver {
  static current: ViewObserver | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ViewObserver.current = this;
  }
  observe() {}
  disconnect() {}
  show(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting } as IntersectionObserverEntry], this as never));
  }
}

describe('LazyImage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', ViewObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads only once in view, then shows the loaded state', () => {
    const { container } = render(<LazyImage src="/uploads/anh.webp" alt="Ảnh sản phẩm" />);
    const holder = container.querySelector('.lazy-image');
    expect(holder?.getAttribute('data-state')).toBe('loading');
    expect(container.querySelector('img')).toBeNull();
    ViewObserver.current?.show(true);
    act(() => vi.advanceTimersByTime(0));
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/uploads/anh.webp');
    expect(image?.getAttribute('alt')).toBe('Ảnh sản phẩm');
    fireEvent.load(image as HTMLImageElement);
    expect(holder?.getAttribute('data-state')).toBe('loaded');
  });

  it('waits for the delay in view, and leaving the view cancels it', () => {
    const { container } = render(<LazyImage src="/uploads/anh.webp" alt="" delay={300} />);
    ViewObserver.current?.show(true);
    act(() => vi.advanceTimersByTime(200));
    ViewObserver.current?.show(false);
    act(() => vi.advanceTimersByTime(500));
    expect(container.querySelector('img')).toBeNull();
    ViewObserver.current?.show(true);
    act(() => vi.advanceTimersByTime(300));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/anh.webp');
  });

  it('shows the fallback and the error state when the image fails or there is none', () => {
    const { container } = render(<LazyImage src="/uploads/hong.webp" alt="Ảnh" />);
    ViewObserver.current?.show(true);
    act(() => vi.advanceTimersByTime(0));
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(FALLBACK_IMAGE);
    expect(container.querySelector('.lazy-image')?.getAttribute('data-state')).toBe('error');

    const none = render(<LazyImage src={null} alt="Ảnh" />);
    expect(none.container.querySelector('img')?.getAttribute('src')).toBe(FALLBACK_IMAGE);
  });
});
