// Helpers for the job runner's tests.
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import type { Clock } from '../clock/clock.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';

export function fakeLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

/** A runner over a test database with its own instance name and a log the test can read. */
export function testRunner(
  db: Db,
  clock: Clock,
  instanceId: string,
): { runner: JobRunner; log: ReturnType<typeof fakeLog> } {
  const log = fakeLog();
  return { runner: createJobRunner({ db, clock, log, instanceId }), log };
}

export async function jobRow(db: Db, name: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.name, name));
  return row!;
}

/** A promise with its resolve outside, to hold a job's run until the test lets it go. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
