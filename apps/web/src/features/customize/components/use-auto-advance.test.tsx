// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, render } from '../../../test/render.tsx';
import { type AutoAdvance, useAutoAdvance } from './use-auto-advance.ts';

let latest: AutoAdvance = { index: -1, goTo: () => undefined };
function Probe({ count, paused = false }: { count: number; paused?: boolean }) {
  latest = useAutoAdvance(count, 4000, paused);
  return null;
}

let view: Rendered | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  view?.unmount();
  view = null;
  vi.useRealTimers();
});

const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

describe('carousel auto-advance', () => {
  it('moves on every interval and wraps after the last slide', async () => {
    view = await render(<Probe count={3} />);
    expect(latest.index).toBe(0);
    await wait(3999);
    expect(latest.index).toBe(0);
    await wait(1);
    expect(latest.index).toBe(1);
    await wait(4000);
    expect(latest.index).toBe(2);
    await wait(4000);
    expect(latest.index).toBe(0);
  });

  it('restarts the wait after a manual move', async () => {
    view = await render(<Probe count={3} />);
    await wait(3000);
    await act(async () => latest.goTo(2));
    expect(latest.index).toBe(2);
    await wait(3000);
    expect(latest.index).toBe(2);
    await wait(1000);
    expect(latest.index).toBe(0);
  });

  it('waits while paused and resumes with a full interval', async () => {
    view = await render(<Probe count={3} paused />);
    await wait(20_000);
    expect(latest.index).toBe(0);
    await act(async () => view!.root.render(<Probe count={3} />));
    await wait(3999);
    expect(latest.index).toBe(0);
    await wait(1);
    expect(latest.index).toBe(1);
  });

  it('stays still with one slide and keeps the index in range when slides go', async () => {
    view = await render(<Probe count={1} />);
    await wait(10_000);
    expect(latest.index).toBe(0);
    await act(async () => view!.root.render(<Probe count={3} />));
    await act(async () => latest.goTo(-1));
    expect(latest.index).toBe(2);
    await act(async () => view!.root.render(<Probe count={2} />));
    expect(latest.index).toBe(1);
  });
});
