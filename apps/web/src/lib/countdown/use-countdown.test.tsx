// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithProviders } from '../../test/render.tsx';
import { serverNow, syncServerTime } from './server-clock.ts';
import { createTicker, type Ticker } from './ticker.ts';
import { type CountdownOptions, useCountdown } from './use-countdown.ts';

const t0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const countdown = (end: string | number | null, opts: CountdownOptions) =>
  renderHookWithProviders(() => useCountdown(end, opts));

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useCountdown', () => {
  let ticker: Ticker;
  beforeEach(() => {
    vi.useFakeTimers({ now: t0 });
    ticker = createTicker();
  });
  afterEach(() => {
    vi.useRealTimers();
    syncServerTime(new Date().toISOString());
  });

  it('is before its start, then runs, then is over and calls onEnd once', async () => {
    const onEnd = vi.fn();
    const opts = { ticker, startAt: t0 + 2000, onEnd, clock: (n: number) => n };
    const { result, unmount } = countdown(t0 + 5000, opts);
    expect(result.current).toMatchObject({ isBeforeStart: true, timeOver: false, s: 2 });
    await advance(2000);
    expect(result.current).toMatchObject({ isBeforeStart: false, timeOver: false, s: 3 });
    await advance(3000);
    expect(result.current).toMatchObject({ timeOver: true, s: 0 });
    expect(onEnd).toHaveBeenCalledTimes(1);
    await advance(5000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    // Over, it left the ticker: the loop stops after its idle ticks.
    await advance(11_000);
    expect(ticker.running()).toBe(false);
    unmount();
  });

  it('counts by the server clock, whatever the device clock says', async () => {
    // The device is 10 minutes slow: the server says it is already 12:10.
    syncServerTime(new Date(t0 + 600_000).toISOString(), t0);
    expect(serverNow(t0)).toBe(t0 + 600_000);
    const { result, unmount } = countdown(t0 + 900_000, { ticker });
    expect(result.current).toMatchObject({ timeOver: false, m: 5, s: 0 });
    await advance(1000);
    expect(result.current).toMatchObject({ m: 4, s: 59 });
    unmount();
  });

  it('calls onEnd at once for a time already over, and never for no end time', async () => {
    const onEnd = vi.fn();
    const over = countdown(t0 - 1, { ticker, onEnd });
    expect(over.result.current.timeOver).toBe(true);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(ticker.running()).toBe(false);
    over.unmount();

    const never = vi.fn();
    const none = countdown(null, { ticker, onEnd: never });
    await advance(3000);
    expect(never).not.toHaveBeenCalled();
    none.unmount();
  });

  it('leaves the shared timer when unmounted', async () => {
    const { unmount } = countdown(t0 + 60_000, { ticker });
    expect(ticker.running()).toBe(true);
    unmount();
    await advance(11_000);
    expect(ticker.running()).toBe(false);
  });
});
