import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { flushCommits } from './commit-flush.ts';

/** A database handle whose flush statement answers with `outcomes` in turn (an error, or rows). */
function stubDb(outcomes: Array<Error | 'ok'>): { db: Db; tries: () => number } {
  let tries = 0;
  const execute = async () => {
    const next = outcomes[Math.min(tries, outcomes.length - 1)]!;
    tries++;
    if (next instanceof Error) throw next;
    return { rows: [] };
  };
  const db = { _: { session: { prepareQuery: () => ({ execute }) } } } as unknown as Db;
  return { db, tries: () => tries };
}

// The orders a flush confirms are committed already: a burst that holds every pooled connection past the pool's wait
// must not turn them into 503s (seen as one placed order of 200 answered 503 under load), nor may a real fault hide.
describe('flushCommits', () => {
  it('tries again when no connection could be had for the flush', async () => {
    const busy = new Error('timeout exceeded when trying to connect');
    const { db, tries } = stubDb([busy, busy, 'ok']);
    await expect(flushCommits(db)).resolves.toBeUndefined();
    expect(tries()).toBe(3);
  });

  it('gives up on a database that stays unreachable, and never retries a statement fault', async () => {
    const gone = stubDb([Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })]);
    await expect(flushCommits(gone.db)).rejects.toThrow('ECONNREFUSED');
    expect(gone.tries()).toBe(4);
    const fault = stubDb([new Error('syntax error at or near')]);
    await expect(flushCommits(fault.db)).rejects.toThrow('syntax error');
    expect(fault.tries()).toBe(1);
  });
});
