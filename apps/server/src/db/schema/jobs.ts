import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per background job (platform/jobs, decision 015): when it runs next and who holds the current run.
 * An instance runs a job only after a conditional update moved `locked_until` past now under its name, so one
 * instance at a time runs it; a claim left by a crashed instance lapses at `locked_until`.
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  /** The schedule as registered, e.g. 'every 30s' (for staff; the code's registration is what runs). */
  schedule: text('schedule').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** Until when the current run's claim holds; null or past: nobody is running it. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The instance that claimed the current (or last) run. */
  lockedBy: text('locked_by'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The error of the last failed run, kept after a success so staff still see what went wrong. */
  lastError: text('last_error'),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  /** Failed runs in a row: 0 once a run succeeds. */
  failures: integer('failures').notNull().default(0),
  /** Finished runs, successful or not. */
  runs: integer('runs').notNull().default(0),
});
