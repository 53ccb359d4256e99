import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadSpec {
  name: string;
  url: string;
  /** Called for every request, so each can carry its own body (different carts, different items). */
  body: () => unknown;
  /** Instead of body: each request's body and its own headers (a session per request). */
  request?: () => { body: unknown; headers: Record<string, string> };
  headers?: Record<string, string>;
  seconds?: number;
  connections?: number;
}

/** Runs autocannon against one POST endpoint and keeps the figures DESIGN §6 compares. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections ?? 50,
    duration: spec.seconds ?? Number(process.env.BENCH_SECONDS ?? 10),
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...spec.headers },
        setupRequest: (req) => {
          if (!spec.request) return { ...req, body: JSON.stringify(spec.body()) };
          const one = spec.request();
          return { ...req, body: JSON.stringify(one.body), headers: { ...req.headers, ...one.headers } };
        },
      },
    ],
  });
  return {
    name: spec.name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
