import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Stands in for the server in a file's tests: each call's address and JSON body is kept, in
 * order, in the list returned (emptied before each test), and `answer` makes the reply.
 */
export function recordCalls(answer: () => Response): { url: string; body: unknown }[] {
  const posted: { url: string; body: unknown }[] = [];
  beforeEach(() => {
    posted.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        posted.push({ url, body: JSON.parse(String(init.body)) });
        return answer();
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return posted;
}

/** A JSON reply. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
