import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hasPostgres, type TestApp } from '../../test/harness.ts';
import type { JobRunner } from './job-runner.ts';
import { jobRow, testRunner } from './job-test-kit.ts';

const INSTANCES = 3;

// Several instances poll the same job at the same moment on real connections: the conditional claim lets exactly
// one of them run it per due time, and the others see it held or no longer due.
describe.runIf(hasPostgres)('job runners racing on postgres', () => {
  let t: TestApp;
  let runners: JobRunner[];
  const ranBy: string[][] = [];
  beforeAll(async () => {
    t = await createTestApp('postgres');
    runners = Array.from({ length: INSTANCES }, (_, i) => {
      const { runner } = testRunner(t.db, t.clock, `instance-${i}`);
      runner.register({
        name: 'test.race',
        everySeconds: 10,
        async run() {
          // Some work on the database, so the other claims arrive while this run holds the job.
          await t.db.execute(sql`SELECT pg_sleep(0.005)`);
          ranBy.at(-1)!.push(`instance-${i}`);
        },
      });
      return runner;
    });
    await Promise.all(runners.map((r) => r.list()));
  });
  afterAll(() => t.close());

  for (let round = 1; round <= 20; round++) {
    it(`round ${round}: ${INSTANCES} instances poll the due job at once and it runs once`, async () => {
      t.clock.advance(10_000);
      ranBy.push([]);
      const ran = await Promise.all(runners.map((r) => r.tick()));
      expect(ran.flat()).toEqual(['test.race']);
      expect(ranBy.at(-1)).toHaveLength(1);
      expect(await Promise.all(runners.map((r) => r.tick()))).toEqual(runners.map(() => []));
      expect(await jobRow(t.db, 'test.race')).toMatchObject({ runs: round, failures: 0, lockedUntil: null });
    });
  }
});
