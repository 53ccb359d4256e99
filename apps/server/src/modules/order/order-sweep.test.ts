import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../platform/clock/clock.ts';
import { startOrderSweep } from './auto-cancel.ts';

// The loop alone, on fake timers: the job itself runs against real databases in cancel.test.ts.
describe('the order sweep loop', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakeDeps(fail = false) {
    const runs: number[] = [];
    const log = { info: vi.fn(), error: vi.fn() };
    const db = {
      transaction: async () => {
        runs.push(runs.length);
        if (fail) throw new Error('database away');
        return [];
      },
    };
    return { runs, log, deps: { db, clock: new ManualClock(), log } as never };
  }

  it('runs every interval, one run at a time, until stopped', async () => {
    vi.useFakeTimers();
    const { runs, deps } = fakeDeps();
    const stop = startOrderSweep(deps, 30);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(3);
    await stop();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(runs).toHaveLength(3);
  });

  it('logs a failed run and keeps going', async () => {
    vi.useFakeTimers();
    const { runs, log, deps } = fakeDeps(true);
    const stop = startOrderSweep(deps, 5);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toHaveLength(2);
    expect(log.error).toHaveBeenCalledTimes(2);
    await stop();
  });
});
