import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Answers of 500 and above (a scenario that must have none says so). */
  serverErrors?: number;
  /** From the first request to the last answer (a load of `amount` requests is timed by it). */
  elapsedMs?: number;
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
  /** This many requests in all, as fast as they go, instead of a time (a crowd of buyers). */
  amount?: number;
  connections?: number;
  /** Further instances of the same server (the same path on other ports): the connections are split among all. */
  alsoAt?: string[];
}

/**
 * Runs autocannon against one POST endpoint and keeps the figures DESIGN §6 compares. With `alsoAt`, one
 * autocannon per instance, at once, each with its share of the connections; their figures add up (p99: the worst).
 */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  if (!spec.alsoAt?.length) return runOne(spec);
  const urls = [spec.url, ...spec.alsoAt];
  const share = Math.round((spec.connections ?? 50) / urls.length);
  const parts = await Promise.all(
    urls.map((url) => runOne({ ...spec, url, alsoAt: undefined, connections: share })),
  );
  return {
    name: spec.name,
    requestsPerSecond: parts.reduce((n, p) => n + p.requestsPerSecond, 0),
    p99Ms: Math.max(...parts.map((p) => p.p99Ms)),
    non2xx: parts.reduce((n, p) => n + p.non2xx, 0),
    errors: parts.reduce((n, p) => n + p.errors, 0),
  };
}

async function runOne(spec: LoadSpec): Promise<LoadResult> {
  // autocannon stamps its finish on its next one-second tick, so a crowd of `amount` is timed from the run's
  // start to its last answer here: a sale over in 0.4 s would otherwise count as one of a whole second.
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: spec.url,
        connections: spec.connections ?? 50,
        duration: spec.seconds ?? Number(process.env.BENCH_SECONDS ?? 10),
        ...(spec.amount ? { amount: spec.amount } : {}),
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
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    run.on('response', () => {
      lastAnswerAt = performance.now();
    });
  });
  return {
    name: spec.name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    serverErrors: result['5xx'],
    elapsedMs: lastAnswerAt - startedAt,
  };
}
