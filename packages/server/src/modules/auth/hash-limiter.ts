import { availableParallelism } from 'node:os';
import * as argon2 from '@node-rs/argon2';
import type { Config } from '../../config.ts';
import { HttpError } from '../../errors.ts';

/** Seconds a refused client is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 2;

// TODO(lead): move to @portal/shared/messages beside serviceUnavailable.
export const hashBusyMessage = 'Hệ thống đang bận xử lý đăng nhập, vui lòng thử lại sau ít giây';

export const hashBusy = () =>
  new HttpError(503, 'server_busy', hashBusyMessage, undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) });

/**
 * At most `concurrency` tasks at once and `queue` waiting; one more is refused at once (it rejects
 * with `busy()`), so that a storm of sign-ins costs CPU in proportion to the cores, not to the storm.
 */
export function createLimiter(concurrency: number, queue: number, busy: () => Error = hashBusy) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw busy();
      // The slot passes from a finished task straight to the next one waiting.
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
};

/** argon2 through the limiter of HASH_CONCURRENCY and HASH_QUEUE (config.ts). */
export function passwordHasher(config: Pick<Config, 'HASH_CONCURRENCY' | 'HASH_QUEUE'>): PasswordHasher {
  const limiter = createLimiter(config.HASH_CONCURRENCY || availableParallelism(), config.HASH_QUEUE);
  return {
    hash: (password) => limiter.run(() => argon2.hash(password)),
    verify: (hashed, password) => limiter.run(() => argon2.verify(hashed, password)),
  };
}
