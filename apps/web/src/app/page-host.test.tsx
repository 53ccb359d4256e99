// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n/messages.ts';
import { renderWithProviders } from '../test/render.tsx';
import { PageHost } from './page-host.tsx';
import { loadPage } from './page-loader.ts';

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
// The placeholder announces itself as a status.
const placeholder = () => screen.queryByRole('status');

beforeAll(() => setLocale('en'));
afterEach(() => {
  vi.useRealTimers();
});

describe('page host', () => {
  it('shows the placeholder only after 200 ms, then the page', async () => {
    vi.useFakeTimers();
    const load = deferred<typeof Hello>();
    renderWithProviders(<PageHost path="/t/slow" load={() => load.promise} />);
    act(() => vi.advanceTimersByTime(199));
    expect(placeholder()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(placeholder()).not.toBeNull();
    // The async advance lets the page's promise settle (Preact renders it a few microtasks later).
    await act(async () => {
      load.resolve(Hello);
      await vi.advanceTimersByTimeAsync(0);
    });
    screen.getByText('hello page');
    expect(placeholder()).toBeNull();
  });

  it('shows no placeholder for a page that loads quickly', async () => {
    vi.useFakeTimers();
    renderWithProviders(<PageHost path="/t/quick" load={async () => Hello} />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(placeholder()).toBeNull();
    screen.getByText('hello page');
  });

  it('shows a page whose code arrived between its first render and its effect', async () => {
    // Rendered outside act, as the app renders: the effect runs a frame later, by when a preload of the same page
    // (the opening page's, decision 038) has finished. The page must not wait for a load that already happened.
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    root.render(<PageHost path="/t/raced" load={async () => Hello} />);
    await loadPage('/t/raced', async () => Hello);
    try {
      expect(await screen.findByText('hello page')).toBeTruthy();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('shows an error view on failure and loads again on retry', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Hello);
    const { user } = renderWithProviders(<PageHost path="/t/flaky" load={load} />);
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('The page failed to load.');
    expect(failure.textContent).toContain('Part of the app failed to load');
    // The failed page has no header of its own: the view offers the way home besides the retry.
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('hello page');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('catches a page that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    const { user } = renderWithProviders(<PageHost path="/t/fragile" load={async () => Fragile} />);
    await screen.findByRole('alert');
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    screen.getByText('recovered');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
