import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk, loadedPage, loadPage, PageLoadTimeoutError } from './page-loader.ts';

const never = () => new Promise<never>(() => undefined);
const Page = () => null;

afterEach(() => vi.useRealTimers());

describe('chunk loading', () => {
  it('wraps a failed import in a ChunkLoadError', async () => {
    const err = await loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ).catch((e) => e);
    expect(err).toBeInstanceOf(ChunkLoadError);
    expect(err.message).toContain('Failed to fetch');
  });
  it('fails with a ChunkLoadError after 120 s', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(never).catch((e) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(ChunkLoadError);
  });
});

describe('page loading', () => {
  it('fails with a PageLoadTimeoutError after 60 s', async () => {
    vi.useFakeTimers();
    let outcome: unknown = 'pending';
    const pending = loadPage('/slow', never).catch((e) => {
      outcome = e;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(outcome).toBeInstanceOf(PageLoadTimeoutError);
    expect(loadedPage('/slow')).toBeUndefined();
  });
  it('remembers a loaded page and does not load it twice', async () => {
    const loader = vi.fn(async () => Page);
    expect(await loadPage('/fast', loader)).toBe(Page);
    expect(await loadPage('/fast', loader)).toBe(Page);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loadedPage('/fast')).toBe(Page);
  });
  it('can retry after a failure', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Page);
    await expect(loadPage('/flaky', loader)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(await loadPage('/flaky', loader)).toBe(Page);
  });
});
