/**
 * When a job runs. The runner only ever asks for the next run after a given moment, so another kind (say, daily
 * at 03:00 in the store's zone) is one more implementation of this interface, with no change to the runner or
 * the table.
 */
export interface Schedule {
  /** How staff see it, stored in jobs.schedule: 'every 30s'. */
  readonly text: string;
  /** The first run after `after` (a run that just finished, or the job's first registration). */
  next(after: Date): Date;
}

/** Every `seconds`, counted from the end of the previous run, so a slow run never overlaps the next. */
export function everySeconds(seconds: number): Schedule {
  if (!Number.isInteger(seconds) || seconds <= 0) throw new Error(`a job interval must be whole seconds > 0`);
  return {
    text: `every ${seconds}s`,
    next: (after) => new Date(after.getTime() + seconds * 1000),
  };
}
