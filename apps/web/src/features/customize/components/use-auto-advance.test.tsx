// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithProviders } from '../../../test/render.tsx';
import { useAutoAdvance } from './use-auto-advance.ts';

interface Slides {
  count: number;
  paused?: boolean;
}
const carousel = (initialProps: Slides) =>
  renderHookWithProviders(({ count, paused = false }: Slides) => useAutoAdvance(count, 4000, paused), {
    initialProps,
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

describe('carousel auto-advance', () => {
  it('moves on every interval and wraps after the last slide', async () => {
    const { result } = carousel({ count: 3 });
    expect(result.current.index).toBe(0);
    await wait(3999);
    expect(result.current.index).toBe(0);
    await wait(1);
    expect(result.current.index).toBe(1);
    await wait(4000);
    expect(result.current.index).toBe(2);
    await wait(4000);
    expect(result.current.index).toBe(0);
  });

  it('restarts the wait after a manual move', async () => {
    const { result } = carousel({ count: 3 });
    await wait(3000);
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
    await wait(3000);
    expect(result.current.index).toBe(2);
    await wait(1000);
    expect(result.current.index).toBe(0);
  });

  it('waits while paused and resumes with a full interval', async () => {
    const { result, rerender } = carousel({ count: 3, paused: true });
    await wait(20_000);
    expect(result.current.index).toBe(0);
    rerender({ count: 3 });
    await wait(3999);
    expect(result.current.index).toBe(0);
    await wait(1);
    expect(result.current.index).toBe(1);
  });

  it('stays still with one slide and keeps the index in range when slides go', async () => {
    const { result, rerender } = carousel({ count: 1 });
    await wait(10_000);
    expect(result.current.index).toBe(0);
    rerender({ count: 3 });
    act(() => result.current.goTo(-1));
    expect(result.current.index).toBe(2);
    rerender({ count: 2 });
    expect(result.current.index).toBe(1);
  });
});
