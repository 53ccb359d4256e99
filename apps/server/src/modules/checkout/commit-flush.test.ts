import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { flushCommits } from './commit-flush.ts';

/**
 * A database handle whose flush statement answers with `outcomes` in turn: an error; 'ok', seeing every order it
 * is asked for; or 'lost', as a recovered server that never got them.
 */
function stubDb(outcomes: Array<Error | 'ok' | 'lost'>): { db: Db; tries: () => number; asked: number[][] } {
  let tries = 0;
  const asked: number[][] = [];
  const execute = async (values: Record<string, unknown>) => {
    const next = outcomes[Math.min(tries, outcomes.length - 1)]!;
    tries++;
    if (next instanceof Error) throw next;
    const ids = values['0'] as number[];
    asked.push([...ids]);
    return { rows: [{ found: next === 'ok' ? ids : [] }] };
  };
  const db = { _: { session: { prepareQuery: () => ({ execute }) } } } as unknown as Db;
  return { db, tries: () => tries, asked };
}

// The orders a flush confirms are committed already: a burst that holds every pooled connection past the pool's wait
// must not turn them into 503s (seen as one placed order of 200 answered 503 under load), nor may a real fault hide;
// and an order the flush no longer finds (lost in a crash before it) is never confirmed.
describe('flushCommits', () => {
  it('tries again when no connection could be had for the flush', async () => {
    const busy = new Error('timeout exceeded when trying to connect');
    const { db, tries } = stubDb([busy, busy, 'ok']);
    await expect(flushCommits(db, 7)).resolves.toBeUndefined();
    expect(tries()).toBe(3);
  });

  it('gives up on a database that stays unreachable, and never retries a statement fault', async () => {
    const gone = stubDb([Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })]);
    await expect(flushCommits(gone.db, 7)).rejects.toThrow('ECONNREFUSED');
    expect(gone.tries()).toBe(4);
    const fault = stubDb([new Error('syntax error at or near')]);
    await expect(flushCommits(fault.db, 7)).rejects.toThrow('syntax error');
    expect(fault.tries()).toBe(1);
  });

  it('answers 503 for an order the flush does not find: a restarted server lost its commit', async () => {
    const lost = stubDb([Object.assign(new Error('Connection terminated unexpectedly')), 'lost']);
    await expect(flushCommits(lost.db, 7)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('shares one flush among the calls waiting for it, asking for each of their orders', async () => {
    const { db, asked } = stubDb(['ok']);
    const first = flushCommits(db, 1);
    const joined = [flushCommits(db, 2), flushCommits(db, 3)];
    await Promise.all([first, ...joined]);
    await flushCommits(db, 4);
    expect(asked).toEqual([[1, 2, 3], [4]]);
  });
});
