import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTicker } from './ticker.ts';

describe('ticker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every 1000 ms from one timer shared by all listeners', () => {
    const ticker = createTicker();
    const a = vi.fn();
    const b = vi.fn();
    ticker.subscribe(a);
    ticker.subscribe(b);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(999);
    expect(a).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledWith(Date.now());
    vi.advanceTimersByTime(3000);
    expect(a).toHaveBeenCalledTimes(4);
  });

  it('stops the loop after more than 10 idle ticks, and starts again for a new listener', () => {
    const ticker = createTicker();
    const stop = ticker.subscribe(() => undefined);
    vi.advanceTimersByTime(2000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(ticker.running()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(ticker.running()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);

    const late = vi.fn();
    ticker.subscribe(late);
    expect(ticker.running()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('keeps running through a short gap between listeners', () => {
    const ticker = createTicker();
    ticker.subscribe(() => undefined)();
    vi.advanceTimersByTime(5000);
    const next = vi.fn();
    ticker.subscribe(next);
    vi.advanceTimersByTime(20_000);
    expect(ticker.running()).toBe(true);
    expect(next).toHaveBeenCalledTimes(20);
  });
});
