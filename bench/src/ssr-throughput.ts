import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p50LatencyMs: number;
  p99LatencyMs: number;
  non2xx: number;
}

/** Server-rendered pages per second for one URL, 10 connections over the given seconds. */
export async function measureSsrThroughput(url: string, seconds: number): Promise<Throughput> {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50LatencyMs: result.latency.p50,
    p99LatencyMs: result.latency.p99,
    non2xx: result.non2xx,
  };
}
