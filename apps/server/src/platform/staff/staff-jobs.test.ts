import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbTargets, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { deferred } from '../jobs/job-test-kit.ts';
import { staffCliSuite } from './cli-test-kit.ts';

const auth = { authorization: `Bearer ${TEST_STAFF_TOKEN}` };

/** Two jobs on the app's runner: one that works, one that fails with a message. */
function registerTestJobs(t: TestApp) {
  const hold = { gate: null as ReturnType<typeof deferred> | null };
  t.app.jobs.register({ name: 'test.ok', everySeconds: 60, run: async () => hold.gate?.promise });
  t.app.jobs.register({
    name: 'test.fail',
    everySeconds: 300,
    run: async () => {
      throw new Error('the printer is out of paper');
    },
  });
  return hold;
}

describe.each(dbTargets())('staff jobs API on %s', (target) => {
  let t: TestApp;
  let hold: ReturnType<typeof registerTestJobs>;
  beforeAll(async () => {
    t = await createTestApp(target);
    hold = registerTestJobs(t);
  });
  afterAll(() => t.close());

  const get = (headers = auth) => t.app.inject({ method: 'GET', url: '/staff/jobs', headers });
  const run = (name: string) =>
    t.app.inject({ method: 'POST', url: `/staff/jobs/${name}/run`, headers: auth });

  it('needs the staff token', async () => {
    expect((await get({ authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/staff/jobs/test.ok/run' })).statusCode).toBe(401);
  });

  it('lists every job with its schedule, next run and no runs yet', async () => {
    const now = t.clock.now().getTime();
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json().Result.jobs).toEqual([
      expect.objectContaining({ name: 'test.fail', schedule: 'every 300s', runs: 0, failures: 0 }),
      {
        name: 'test.ok',
        schedule: 'every 60s',
        nextRunAt: new Date(now + 60_000).toISOString(),
        runningBy: null,
        lastStartedAt: null,
        lastFinishedAt: null,
        lastError: null,
        lastFailedAt: null,
        failures: 0,
        runs: 0,
      },
    ]);
  });

  it('runs a job now and answers with its record: the error of a failed run, 404 for an unknown job', async () => {
    const failed = await run('test.fail');
    expect(failed.statusCode).toBe(200);
    const at = t.clock.now().toISOString();
    expect(failed.json().Result.job).toMatchObject({
      name: 'test.fail',
      runs: 1,
      failures: 1,
      lastError: 'the printer is out of paper',
      lastStartedAt: at,
      lastFailedAt: at,
      nextRunAt: new Date(t.clock.now().getTime() + 300_000).toISOString(),
    });
    expect((await run('test.ok')).json().Result.job).toMatchObject({ runs: 1, failures: 0, lastError: null });
    for (const name of ['test.none', 'NOT%20A%20JOB']) {
      const res = await run(name);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ Success: false, Code: 'JOB_NOT_FOUND' });
    }
  });

  it('answers 409 while the job is running, and shows who runs it', async () => {
    hold.gate = deferred();
    const first = run('test.ok');
    await expect.poll(async () => (await get()).json().Result.jobs[1].runningBy).toMatch(/:\d+:/);
    const second = await run('test.ok');
    expect(second.statusCode).toBe(409);
    expect(second.json().Code).toBe('JOB_RUNNING');
    hold.gate.resolve();
    expect((await first).json().Result.job).toMatchObject({ runs: 2, runningBy: null });
  });
});

describe('npm run staff -- jobs', () => {
  const suite = staffCliSuite();
  beforeAll(() => registerTestJobs(suite.t));

  const cli = (...argv: string[]) => suite.run(argv);

  it('prints the jobs as a table, with the last error under its job', async () => {
    const failed = await cli('job-run', 'test.fail');
    expect(failed.code).toBe(1);
    expect(failed.out[2]).toBe('  last error at 2026-11-21 10:00:00Z: the printer is out of paper');
    expect((await cli('job-run', 'test.ok')).code).toBe(0);
    const list = await cli('jobs');
    expect(list.code).toBe(0);
    expect(list.out).toEqual([
      'job        schedule    next run              last start            last finish           runs  failures',
      'test.fail  every 300s  2026-11-21 10:05:00Z  2026-11-21 10:00:00Z  2026-11-21 10:00:00Z  1     1',
      '  last error at 2026-11-21 10:00:00Z: the printer is out of paper',
      'test.ok    every 60s   2026-11-21 10:01:00Z  2026-11-21 10:00:00Z  2026-11-21 10:00:00Z  1     0',
    ]);
  });

  it('reports an unknown job and a wrong usage, and lists both commands on help', async () => {
    const unknown = await cli('job-run', 'test.none');
    expect(unknown.code).toBe(1);
    expect(unknown.err.join('\n')).toContain('404 JOB_NOT_FOUND');
    expect((await cli('job-run')).code).toBe(2);
    expect((await cli('jobs', 'now')).code).toBe(2);
    const help = (await cli('help')).out.join('\n');
    expect(help).toMatch(/jobs\s+list the background jobs/);
    expect(help).toMatch(/job-run <name>\s+run a background job now/);
  });
});
