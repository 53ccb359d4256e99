import type { Envelope } from '@shop/contracts';

/** A call to the staff API that did not succeed; the message is meant for the person at the terminal. */
export class StaffCallError extends Error {}

/** Talks to the staff API of a running server. */
export interface StaffClient {
  get<R>(path: string, query?: Record<string, string>): Promise<R>;
}

export function staffClient(opts: { baseUrl: string; token: string; fetch?: typeof fetch }): StaffClient {
  const doFetch = opts.fetch ?? fetch;
  return {
    async get<R>(path: string, query: Record<string, string> = {}): Promise<R> {
      const url = new URL(`/staff/${path}`, opts.baseUrl);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      let res: Response;
      try {
        res = await doFetch(url, { headers: { authorization: `Bearer ${opts.token}` } });
      } catch (err) {
        throw new StaffCallError(`cannot reach the server at ${opts.baseUrl} (${(err as Error).message})`);
      }
      const body = (await res.json().catch(() => null)) as Envelope<R> | null;
      if (!body) throw new StaffCallError(`the server answered ${res.status} without a JSON body`);
      if (!body.Success) throw new StaffCallError(`${res.status} ${body.Code}: ${body.Message}`);
      return body.Result;
    },
  };
}
