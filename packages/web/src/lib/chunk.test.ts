import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunk.ts';

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('passes a loaded module through', async () => {
    await expect(loadChunk(async () => ({ Component: 'x' }))).resolves.toEqual({ Component: 'x' });
  });

  it('reports a failed import as a ChunkLoadError with its address', async () => {
    const failing = () =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/js/PostPage-1a2b.js'),
      );
    const error = await loadChunk(failing).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      type: 'missing',
      request: 'http://localhost:3000/js/PostPage-1a2b.js',
    });
  });

  it('gives up after 120 s as a timeout', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => {})).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await pending).toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
  });
});
