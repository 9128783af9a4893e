import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import VisitCounter from './VisitCounter.tsx';

const answer = (total: number, today: number) =>
  new Response(JSON.stringify({ data: { total, today } }), { headers: { 'content-type': 'application/json' } });

describe('VisitCounter', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('counts the first page of a session, then only reads the figures', async () => {
    // The server is out of reach in a unit test; the journeys in e2e use the real one.
    const fetch = vi.fn(async () => answer(12345, 67));
    vi.stubGlobal('fetch', fetch);
    const first = render(<VisitCounter />);
    expect(await screen.findByText('12.345')).toBeTruthy();
    expect(screen.getByText('67')).toBeTruthy();
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe('POST');
    first.unmount();

    render(<VisitCounter />);
    await screen.findByText('12.345');
    expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].method ?? 'GET').toBe('GET');
  });

  it('hides itself when the figures cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    const { container } = render(<VisitCounter />);
    await vi.waitFor(() => expect(container.querySelector('.visit-counter')).toBeNull());
  });
});
