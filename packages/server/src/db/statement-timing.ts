/** Told the duration of each statement, in seconds (GET /metrics: http/metrics.ts). */
export type StatementListener = (seconds: number) => void;

/**
 * The statements' time, measured where each engine's clients run them: drizzle gives no timing of
 * its own. `listen` is asked at each statement's end, so that the app that registers later is told.
 */
export function timeMethods(target: object, methods: string[], listener: () => StatementListener | undefined): void {
  const holder = target as Record<string, unknown>;
  for (const name of methods) {
    const original = holder[name];
    if (typeof original !== 'function') continue;
    holder[name] = function timed(this: unknown, ...args: unknown[]) {
      const first = args[0] as { submit?: unknown } | undefined;
      // node-postgres's cursors and streams (a Submittable) time themselves or not at all.
      if (first && typeof first === 'object' && typeof first.submit === 'function') return original.apply(this, args);
      const started = performance.now();
      const done = () => listener()?.((performance.now() - started) / 1000);
      const last = args.at(-1);
      if (typeof last === 'function') {
        // The callback form (node-postgres's Pool.query calls its client so).
        args[args.length - 1] = (...result: unknown[]) => {
          done();
          return (last as (...values: unknown[]) => unknown)(...result);
        };
        return original.apply(this, args);
      }
      const result = original.apply(this, args) as unknown;
      if (result && typeof (result as Promise<unknown>).then === 'function')
        (result as Promise<unknown>).then(done, done);
      return result;
    };
  }
}
