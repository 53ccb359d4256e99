import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { ManualClock } from '../clock/clock.ts';
import { createJobRunner } from './job-runner.ts';
import { deferred, fakeLog, jobRow, testRunner } from './job-test-kit.ts';

describe.each(dbTargets())('the job runner on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('runs a due job once and schedules the next run one interval after that run finished', async () => {
    const { runner } = testRunner(t.db, t.clock, 'a');
    const runs: Date[] = [];
    runner.register({
      name: 'test.due',
      everySeconds: 60,
      async run({ now }) {
        runs.push(now);
        t.clock.advance(5_000); // the run takes five seconds
      },
    });
    const registered = t.clock.now();
    expect(await runner.tick()).toEqual([]);
    expect((await jobRow(t.db, 'test.due')).nextRunAt).toEqual(new Date(registered.getTime() + 60_000));
    t.clock.advance(60_000);
    const due = t.clock.now();
    expect(await runner.tick()).toEqual(['test.due']);
    expect(runs).toEqual([due]);
    expect(await runner.tick()).toEqual([]);
    const row = await jobRow(t.db, 'test.due');
    expect(row).toMatchObject({
      schedule: 'every 60s',
      runs: 1,
      failures: 0,
      lockedUntil: null,
      lastError: null,
    });
    expect(row.lastStartedAt).toEqual(due);
    expect(row.lastFinishedAt).toEqual(new Date(due.getTime() + 5_000));
    expect(row.nextRunAt).toEqual(new Date(due.getTime() + 65_000));
    t.clock.advance(59_999);
    expect(await runner.tick()).toEqual([]);
    t.clock.advance(1);
    expect(await runner.tick()).toEqual(['test.due']);
    expect(runs).toHaveLength(2);
  });

  it("records a failed run's error and count, logs it, runs the job again next time, and clears the count on success", async () => {
    const { runner, log } = testRunner(t.db, t.clock, 'a');
    let attempt = 0;
    runner.register({
      name: 'test.flaky',
      everySeconds: 10,
      async run() {
        attempt += 1;
        if (attempt === 1) throw new Error('gateway said no');
        if (attempt === 2)
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
    });
    await runner.tick();
    t.clock.advance(10_000);
    expect(await runner.tick()).toEqual(['test.flaky']);
    const failedAt = t.clock.now();
    expect(await jobRow(t.db, 'test.flaky')).toMatchObject({
      runs: 1,
      failures: 1,
      lastError: 'gateway said no',
      lastFailedAt: failedAt,
    });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'test.flaky' }),
      expect.stringContaining('job failed'),
    );
    t.clock.advance(10_000);
    expect(await runner.tick()).toEqual(['test.flaky']);
    // The database being away is a warning: it comes back, and the job with it.
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(await jobRow(t.db, 'test.flaky')).toMatchObject({
      runs: 2,
      failures: 2,
      lastError: 'ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432',
    });
    t.clock.advance(10_000);
    expect(await runner.tick()).toEqual(['test.flaky']);
    expect(await jobRow(t.db, 'test.flaky')).toMatchObject({
      runs: 3,
      failures: 0,
      lastFailedAt: new Date(failedAt.getTime() + 10_000),
    });
    expect((await jobRow(t.db, 'test.flaky')).lastError).toContain('ECONNREFUSED');
  });

  it("lets another instance take a dead instance's claim once its lease lapses; the late finish writes nothing", async () => {
    const dead = testRunner(t.db, t.clock, 'dead');
    const alive = testRunner(t.db, t.clock, 'alive');
    const started = deferred();
    const hang = deferred();
    dead.runner.register({
      name: 'test.lease',
      everySeconds: 30,
      leaseSeconds: 120,
      async run() {
        started.resolve();
        await hang.promise;
      },
    });
    const aliveRuns: Date[] = [];
    alive.runner.register({
      name: 'test.lease',
      everySeconds: 30,
      leaseSeconds: 120,
      run: async ({ now }) => void aliveRuns.push(now),
    });
    await dead.runner.tick();
    t.clock.advance(30_000);
    const deadTick = dead.runner.tick();
    await started.promise;
    expect(await jobRow(t.db, 'test.lease')).toMatchObject({ lockedBy: 'dead' });
    t.clock.advance(119_999);
    expect(await alive.runner.tick()).toEqual([]);
    t.clock.advance(1);
    expect(await alive.runner.tick()).toEqual(['test.lease']);
    expect(aliveRuns).toEqual([t.clock.now()]);
    hang.resolve();
    await deadTick;
    const row = await jobRow(t.db, 'test.lease');
    expect(row).toMatchObject({
      runs: 1,
      lockedBy: 'alive',
      lastStartedAt: t.clock.now(),
      lockedUntil: null,
    });
    expect(dead.log.warn).toHaveBeenCalledWith(
      { job: 'test.lease' },
      expect.stringContaining('another instance took it over'),
    );
  });

  it('records a run whose outcome met the database away at the next poll, instead of holding it for its lease', async () => {
    let away = false;
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    // The database as the runner sees it: updates fail while `away`.
    const flaky = new Proxy(t.db, {
      get: (target, prop) =>
        prop === 'update' && away
          ? () => {
              throw refused;
            }
          : Reflect.get(target, prop),
    });
    const log = fakeLog();
    const runner = createJobRunner({ db: flaky, clock: t.clock, log, instanceId: 'a' });
    runner.register({
      name: 'test.unrecorded',
      everySeconds: 20,
      async run() {
        away = true;
      },
    });
    await runner.tick();
    t.clock.advance(20_000);
    expect(await runner.tick()).toEqual(['test.unrecorded']);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'test.unrecorded' }),
      expect.stringContaining('could not record'),
    );
    expect(await jobRow(t.db, 'test.unrecorded')).toMatchObject({ runs: 0, lockedBy: 'a' });
    away = false;
    t.clock.advance(1_000);
    expect(await runner.tick()).toEqual([]);
    const row = await jobRow(t.db, 'test.unrecorded');
    expect(row).toMatchObject({ runs: 1, failures: 0, lockedUntil: null });
    expect(row.nextRunAt).toEqual(new Date(t.clock.now().getTime() - 1_000 + 20_000));
  });

  it('polls from start until stop, and stop waits for the run in progress', async () => {
    const clock = new ManualClock(t.clock.now());
    const log = fakeLog();
    const runner = createJobRunner({ db: t.db, clock, log, pollMs: 5 });
    const release = deferred();
    let runs = 0;
    let finished = 0;
    runner.register({
      name: 'test.poll',
      everySeconds: 1,
      async run() {
        runs += 1;
        await release.promise;
        finished += 1;
      },
    });
    await runner.list(); // its row, due a second from now
    runner.start();
    clock.advance(1_000);
    await vi.waitFor(() => expect(runs).toBe(1), { interval: 5 });
    const stopping = runner.stop();
    release.resolve();
    await stopping;
    expect(finished).toBe(1);
    clock.advance(60_000);
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toBe(1);
  });
});

describe('the job runner without its database', () => {
  it('logs a failed poll as a warning when the database is away, backs off and keeps trying', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const db = {
      insert: () => {
        throw refused;
      },
    };
    const log = fakeLog();
    const runner = createJobRunner({ db: db as never, clock: new ManualClock(), log, pollMs: 2 });
    runner.register({ name: 'test.away', everySeconds: 1, run: async () => {} });
    runner.start();
    await vi.waitFor(() => expect(log.warn.mock.calls.length).toBeGreaterThanOrEqual(3), { interval: 2 });
    await runner.stop();
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: refused }),
      expect.stringContaining('could not poll'),
    );
  });

  it('refuses a job registered twice or without a schedule', () => {
    const runner = createJobRunner({ db: {} as never, clock: new ManualClock(), log: fakeLog() });
    runner.register({ name: 'test.once', everySeconds: 5, run: async () => {} });
    expect(() => runner.register({ name: 'test.once', everySeconds: 5, run: async () => {} })).toThrow(
      'twice',
    );
    expect(() => runner.register({ name: 'test.none', run: async () => {} })).toThrow('no schedule');
    expect(() => runner.register({ name: 'test.zero', everySeconds: 0.5, run: async () => {} })).toThrow();
  });
});
