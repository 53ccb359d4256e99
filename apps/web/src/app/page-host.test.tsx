// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n/messages.ts';
import { clickButton, type Rendered, render } from '../test/render.tsx';
import { PageHost } from './page-host.tsx';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Hello = () => <p>hello page</p>;
let broken = true;
const Fragile = () => {
  if (broken) throw new Error('bad data');
  return <p>recovered</p>;
};
let view: Rendered | null = null;

beforeAll(() => setLocale('en'));
afterEach(() => {
  view?.unmount();
  view = null;
  vi.useRealTimers();
});

describe('page host', () => {
  it('shows the placeholder only after 200 ms, then the page', async () => {
    vi.useFakeTimers();
    const load = deferred<typeof Hello>();
    view = await render(<PageHost path="/t/slow" load={() => load.promise} />);
    await act(async () => vi.advanceTimersByTime(199));
    expect(view.container.querySelector('.page-skeleton')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(view.container.querySelector('.page-skeleton')).not.toBeNull();
    await act(async () => load.resolve(Hello));
    expect(view.text()).toBe('hello page');
  });

  it('shows no placeholder for a page that loads quickly', async () => {
    vi.useFakeTimers();
    view = await render(<PageHost path="/t/quick" load={async () => Hello} />);
    await act(async () => vi.advanceTimersByTime(500));
    expect(view.container.querySelector('.page-skeleton')).toBeNull();
    expect(view.text()).toBe('hello page');
  });

  it('shows an error view on failure and loads again on retry', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Hello);
    view = await render(<PageHost path="/t/flaky" load={load} />);
    await act(async () => undefined);
    expect(view.text()).toContain('The page failed to load.');
    expect(view.text()).toContain('Part of the app failed to load');
    await clickButton(view.container, 'Retry');
    await act(async () => undefined);
    expect(view.text()).toBe('hello page');
  });

  it('catches a page that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    view = await render(<PageHost path="/t/fragile" load={async () => Fragile} />);
    await act(async () => undefined);
    expect(view.container.querySelector('[role="alert"]')).not.toBeNull();
    broken = false;
    await clickButton(view.container, 'Retry');
    expect(view.text()).toBe('recovered');
  });
});
