import type { Schedule } from './schedule.ts';

// What a module sees of platform/jobs: it describes a job and registers it; job-runner.ts runs it.

/** The part of the app's logger the runner writes to (pino's signature). */
export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What a run gets: the moment it was claimed (the clock tests move) and the log. */
export interface JobContext {
  now: Date;
  log: JobLog;
}

/** A background job as a module registers it. */
export interface JobDefinition {
  /** Unique, '<area>.<what>', e.g. 'order.cancel-unpaid'. */
  name: string;
  /** Either an interval or any other schedule. */
  everySeconds?: number;
  schedule?: Schedule;
  /**
   * How long a claim holds, 300 s unless said: an instance that dies mid-run blocks the job this long. A run
   * longer than this may meet a second run; the units of work inside claim their rows, so neither does any twice.
   */
  leaseSeconds?: number;
  /** The work; a throw is recorded as the run's error and the job runs again at its next time. */
  run(ctx: JobContext): Promise<void>;
}

/** Where modules put their jobs at start-up (the lower layer owns it; DESIGN §2). */
export interface JobRegistry {
  register(job: JobDefinition): void;
}
