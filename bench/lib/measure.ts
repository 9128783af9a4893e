import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  url: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
}

/**
 * Autocannon at 10 connections, the figure the issues' targets are stated in. `nextPath`, when
 * given, makes each request's path (e.g. to defeat the server's answer cache).
 */
export async function measure(
  name: string,
  url: string,
  seconds = 10,
  connections = 10,
  nextPath?: () => string,
): Promise<Measurement & { p95: number }> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'identity' },
    ...(nextPath ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] } : {}),
  });
  return {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.mean),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon reports p97.5 as its nearest percentile to p95.
    p95: result.latency.p97_5,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerRequest: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

export function printTable(rows: Measurement[]) {
  console.log('| call | req/s | p50 ms | p99 ms | bytes/req | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.bytesPerRequest} | ${row.non2xx} | ${row.errors} |`,
    );
  }
}
