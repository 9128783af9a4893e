import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Captcha } from './Captcha.tsx';

/** What is tested is the timing; the real captcha call is covered by the browser journeys (e2e/tests/auth.spec.ts). */
function serveCaptchas() {
  let served = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    served += 1;
    return new Response(
      JSON.stringify({ data: { captcha: `data:image/svg+xml;base64,${served}`, key: `key-${served}` } }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
}

describe('Captcha', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('loads on open, every 60 s and on the button, and stops when the form goes away', async () => {
    const fetchMock = serveCaptchas();
    const keys: string[] = [];
    const { unmount } = render(<Captcha onKey={(key) => keys.push(key)} reloadSignal={0} />);
    await act(async () => {});
    expect(keys).toEqual(['key-1']);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(keys).toEqual(['key-1', 'key-2']);

    await act(async () => {
      screen.getByRole('button', { name: 'Đổi mã khác' }).click();
    });
    await act(async () => {});
    expect(keys.at(-1)).toBe('key-3');

    unmount();
    const calls = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(180_000);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});
