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

  it('shows the Vietnamese weekday and 12-hour time as the specification fixes it in Vietnam, and ticks every second', () => {
    render(<Clock />);
    expect(screen.getByTestId('clock')).toHaveTextContent('Thứ hai, 23/11/2026 - 02:59:58 CH');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('clock')).toHaveTextContent('02:59:59 CH');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('clock')).toHaveTextContent('03:00:00 CH');
  });
});
