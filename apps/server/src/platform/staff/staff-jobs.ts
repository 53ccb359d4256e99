import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock/clock.ts';
import { envelope, failure } from '../http/endpoints.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { JobRow } from '../jobs/job-store.ts';

/** One job as staff see it (GET /staff/jobs, `npm run staff -- jobs`); times are ISO strings or null. */
export interface StaffJobOut {
  name: string;
  schedule: string;
  nextRunAt: string;
  /** The instance holding a run in progress; null when none is. */
  runningBy: string | null;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastError: string | null;
  lastFailedAt: string | null;
  /** Failed runs in a row (0 once one succeeds). */
  failures: number;
  runs: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function jobOut(row: JobRow, now: Date): StaffJobOut {
  const held = row.lockedUntil !== null && row.lockedUntil > now;
  return {
    name: row.name,
    schedule: row.schedule,
    nextRunAt: row.nextRunAt.toISOString(),
    runningBy: held ? row.lockedBy : null,
    lastStartedAt: iso(row.lastStartedAt),
    lastFinishedAt: iso(row.lastFinishedAt),
    lastError: row.lastError,
    lastFailedAt: iso(row.lastFailedAt),
    failures: row.failures,
    runs: row.runs,
  };
}

const jobParams = z.strictObject({ name: z.string().regex(/^[a-z0-9.-]{1,64}$/) });

/**
 * Staff job routes (inside the /staff plugin, behind its bearer token): every background job with its last run
 * and next one, and running one now. A run started here is claimed like any other, so it never overlaps a run
 * of another instance.
 */
export function registerStaffJobs(staff: FastifyInstance, deps: { jobs: JobRunner; clock: Clock }): void {
  staff.get('/jobs', async () => {
    const now = deps.clock.now();
    return envelope({ jobs: (await deps.jobs.list()).map((row) => jobOut(row, now)) });
  });

  staff.post('/jobs/:name/run', async (req, res) => {
    const params = jobParams.safeParse(req.params);
    const name = params.success ? params.data.name : '';
    const result = name ? await deps.jobs.runNow(name) : 'unknown';
    if (result === 'unknown') return res.code(404).send(failure('JOB_NOT_FOUND', '任务不存在'));
    if (result === 'busy') return res.code(409).send(failure('JOB_RUNNING', '任务正在运行，请稍后再试'));
    const row = (await deps.jobs.list()).find((r) => r.name === name)!;
    return envelope({ job: jobOut(row, deps.clock.now()) });
  });
}
