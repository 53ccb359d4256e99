// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad } from './after-load.ts';

function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  return Object.assign(target, {
    document: { readyState },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
  }) as unknown as Window;
}

afterEach(() => vi.useRealTimers());

describe('afterLoad', () => {
  it('waits for the load event, then runs once when idle', () => {
    vi.useFakeTimers();
    const win = fakeWindow('loading');
    const work = vi.fn();
    afterLoad(work, win);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    win.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs soon on a page already loaded, and not at all once cancelled', () => {
    vi.useFakeTimers();
    const loaded = vi.fn();
    afterLoad(loaded, fakeWindow('complete'));
    const cancelled = vi.fn();
    const cancel = afterLoad(cancelled, fakeWindow('complete'));
    cancel();
    vi.runAllTimers();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
