import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Clock } from './Clock.tsx';

describe('Clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 23, 14, 59, 58));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the Vietnamese weekday and 12-hour time, and ticks every second', () => {
    render(<Clock />);
    expect(screen.getByTestId('clock')).toHaveTextContent('Thứ hai, 23/11/2026 - 02:59:58 CH');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('clock')).toHaveTextContent('02:59:59 CH');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('clock')).toHaveTextContent('03:00:00 CH');
  });
});
