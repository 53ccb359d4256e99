import type { Db } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';

/** One statement to run and its values. */
export type StatementCall = [Statement, unknown[]];

/** A statement's rows, or the error it raised (the statements after it still ran). */
export type StatementResult = { rows: unknown[] } | { error: unknown };

/**
 * Runs fixed statements one after another, each in its own implicit transaction, and keeps going after an error:
 * placing an order, numbering it and flushing the commits are separate steps whose later ones are harmless when
 * an earlier one refused (a refused order takes no number; the flush covers whatever committed). Sending them in
 * one pipelined write was measured and made no clear difference on this workload, so they go plainly.
 */
export async function runInOrder(db: Db, calls: StatementCall[]): Promise<StatementResult[]> {
  const out: StatementResult[] = [];
  for (const [statement, values] of calls) {
    try {
      out.push({ rows: await runPrepared(db, statement, values) });
    } catch (error) {
      out.push({ error });
    }
  }
  return out;
}
