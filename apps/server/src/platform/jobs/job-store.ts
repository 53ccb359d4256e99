import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import type { Schedule } from './schedule.ts';

export type JobRow = typeof jobs.$inferSelect;

/** A run this instance holds: the finish must find the row still claimed by it, at the same start. */
export interface Claim {
  name: string;
  by: string;
  startedAt: Date;
}

const unclaimed = (now: Date) => or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now));

/**
 * Writes the rows of newly registered jobs. A job already known (another instance, an earlier start) keeps its
 * history and next run, takes the schedule registered now, and runs no later than that schedule says from now,
 * so a shortened interval applies at once. Rows are written in name order so two starting instances cannot
 * deadlock on them.
 */
export async function saveJobRows(
  db: Db,
  entries: Array<{ name: string; schedule: Schedule }>,
  now: Date,
): Promise<void> {
  if (entries.length === 0) return;
  const rows = [...entries]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((e) => ({ name: e.name, schedule: e.schedule.text, nextRunAt: e.schedule.next(now) }));
  await db
    .insert(jobs)
    .values(rows)
    .onConflictDoUpdate({
      target: jobs.name,
      set: {
        schedule: sql`excluded.schedule`,
        nextRunAt: sql`least(${jobs.nextRunAt}, excluded.next_run_at)`,
      },
    });
}

/** Which of `names` are due at `now` and held by nobody: the candidates a poll tries to claim. */
export async function dueJobNames(db: Db, names: string[], now: Date): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ name: jobs.name })
    .from(jobs)
    .where(and(inArray(jobs.name, names), lte(jobs.nextRunAt, now), unclaimed(now)))
    .orderBy(asc(jobs.nextRunAt));
  return rows.map((r) => r.name);
}

/**
 * Claims one run of a job with a conditional update, so of several instances racing for it exactly one gets a
 * row back (the others re-read the row after the winner's commit and no longer match). `anyTime` claims a job
 * that is not due yet (staff's run-now), never one somebody holds.
 */
export async function claimJob(
  db: Db,
  claim: Claim,
  leaseSeconds: number,
  anyTime = false,
): Promise<boolean> {
  const { name, by, startedAt } = claim;
  const due = anyTime ? undefined : lte(jobs.nextRunAt, startedAt);
  const rows = await db
    .update(jobs)
    .set({
      lockedBy: by,
      lockedUntil: new Date(startedAt.getTime() + leaseSeconds * 1000),
      lastStartedAt: startedAt,
    })
    .where(and(eq(jobs.name, name), due, unclaimed(startedAt)))
    .returning({ name: jobs.name });
  return rows.length === 1;
}

export interface RunOutcome {
  finishedAt: Date;
  nextRunAt: Date;
  /** The error of a failed run; undefined when it succeeded. */
  error?: string;
}

/**
 * Records a finished run and releases the claim. Returns false when the claim had lapsed and another instance
 * claimed the job since: its run is the one on record, so this one writes nothing.
 */
export async function finishJob(db: Db, claim: Claim, outcome: RunOutcome): Promise<boolean> {
  const failed = outcome.error !== undefined;
  const rows = await db
    .update(jobs)
    .set({
      lockedUntil: null,
      lastFinishedAt: outcome.finishedAt,
      nextRunAt: outcome.nextRunAt,
      runs: sql`${jobs.runs} + 1`,
      failures: failed ? sql`${jobs.failures} + 1` : 0,
      ...(failed ? { lastError: outcome.error, lastFailedAt: outcome.finishedAt } : {}),
    })
    .where(
      and(eq(jobs.name, claim.name), eq(jobs.lockedBy, claim.by), eq(jobs.lastStartedAt, claim.startedAt)),
    )
    .returning({ name: jobs.name });
  return rows.length === 1;
}

/** Every job known to the database (registered by any instance), by name. */
export function listJobRows(db: Db): Promise<JobRow[]> {
  return db.select().from(jobs).orderBy(asc(jobs.name));
}
