import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateSession } from '../lib/session.ts';
import { citizenForTests } from '../test/settings.ts';
import { LoadingOverlay } from './LoadingOverlay.tsx';

const overlay = () => screen.getByRole('status', { hidden: true });

describe('LoadingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    updateSession({ user: null, token: null });
  });

  it('hides 1.5 s after mount when there is neither user nor token', () => {
    updateSession({ user: null, token: null });
    render(<LoadingOverlay />);
    act(() => vi.advanceTimersByTime(1499));
    expect(overlay()).not.toHaveClass('is-hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).toHaveClass('is-hidden');
  });

  it('waits for the user while a token exists, and hides once the user is there', () => {
    updateSession({ user: null, token: 'abc' });
    render(<LoadingOverlay />);
    act(() => vi.advanceTimersByTime(5000));
    expect(overlay()).not.toHaveClass('is-hidden');
    act(() => updateSession({ user: citizenForTests }));
    expect(overlay()).toHaveClass('is-hidden');
  });
});
