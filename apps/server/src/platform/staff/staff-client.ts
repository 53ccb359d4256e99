import type { Envelope } from '@shop/contracts';

/** A call to the staff API that did not succeed; the message is meant for the person at the terminal. */
export class StaffCallError extends Error {}

/** No answer came back (the server is down, or the connection broke before its answer): the call may be sent again. */
export class StaffUnreachableError extends StaffCallError {}

/** Talks to the staff API of a running server. */
export interface StaffClient {
  get<R>(path: string, query?: Record<string, string>): Promise<R>;
  post<R>(path: string, body?: unknown): Promise<R>;
  put<R>(path: string, body: unknown): Promise<R>;
}

export function staffClient(opts: { baseUrl: string; token: string; fetch?: typeof fetch }): StaffClient {
  const doFetch = opts.fetch ?? fetch;
  async function request<R>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    query: Record<string, string>,
    body?: unknown,
  ): Promise<R> {
    const url = new URL(`/staff/${path}`, opts.baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const headers: Record<string, string> = { authorization: `Bearer ${opts.token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      res = await doFetch(url, { method, headers, body: payload });
    } catch (err) {
      throw new StaffUnreachableError(
        `cannot reach the server at ${opts.baseUrl} (${(err as Error).message})`,
      );
    }
    const answer = (await res.json().catch(() => null)) as Envelope<R> | null;
    if (!answer) throw new StaffCallError(`the server answered ${res.status} without a JSON body`);
    if (!answer.Success) {
      // A refused input names its field in the message and, when the schema said why, that in Detail.
      const why = typeof answer.Detail === 'string' ? ` (${answer.Detail})` : '';
      throw new StaffCallError(`${res.status} ${answer.Code}: ${answer.Message}${why}`);
    }
    return answer.Result;
  }
  return {
    get: (path, query = {}) => request('GET', path, query),
    post: (path, body) => request('POST', path, {}, body),
    put: (path, body) => request('PUT', path, {}, body),
  };
}
