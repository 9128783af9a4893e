import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Clock } from './Clock.tsx';

describe('Clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 14:59:58 in Vietnam.
    vi.setSystemTime(new Date('2026-11-23T07:59:58Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the Vietnamese weekday and 24-hour time in Vietnam, and ticks every second', () => {
    render(<Clock />);
    expect(screen.getByTestId('clock')).toHaveTextContent('Thứ hai, 23/11/2026 - 14:59:58');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('clock')).toHaveTextContent('14:59:59');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('clock')).toHaveTextContent('15:00:00');
  });
});
