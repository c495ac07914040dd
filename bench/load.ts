import autocannon from 'autocannon';

export interface LoadResult {
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx: number;
  /** Answers per status code ("200", "304", …). */
  statuses: Record<string, number>;
}

/** Loopback load with autocannon; bounded in time, so it always stops by itself. */
export async function load(opts: {
  url: string;
  token: string;
  seconds: number;
  connections: number;
  method?: 'GET' | 'POST';
  body?: () => string;
  path?: () => string;
  /** Sent with every request besides authorization and content-type (If-None-Match, …). */
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    method: opts.method ?? 'GET',
    headers: { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json', ...opts.headers },
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => ({
          ...req,
          ...(opts.path ? { path: opts.path() } : {}),
          ...(opts.body ? { body: opts.body() } : {}),
        }),
      },
    ],
  });
  return {
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors,
    non_2xx: result.non2xx,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
  };
}
