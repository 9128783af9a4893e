/**
 * Spec section 9 (docs/DOMAIN.md, "The spec's contract"): a page chunk that has not loaded after
 * this long has failed.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * A page's script could not be loaded (docs/DOMAIN.md, "The spec's contract", section 8): what went
 * wrong and from which address.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly type: 'missing' | 'timeout',
    readonly request: string,
  ) {
    super(`Loading chunk failed (${type}: ${request})`);
  }
}

/** Loads a page module, turning a failed or stalled import into a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', 'unknown')), timeoutMs);
  });
  return Promise.race([
    load().catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      const address = message.match(/(https?:\/\/\S+|\/js\/\S+)/)?.[1] ?? 'unknown';
      throw new ChunkLoadError('missing', address);
    }),
    timeout,
  ]).finally(() => clearTimeout(timer));
}
