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

/** Autocannon at 10 connections, the figure the issues' targets are stated in. */
export async function measure(name: string, url: string, seconds = 10, connections = 10): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'identity' } });
  return {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.mean),
    p50: result.latency.p50,
    p99: result.latency.p99,
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
