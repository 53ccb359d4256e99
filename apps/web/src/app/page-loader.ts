import type { ComponentType } from 'react';
import { withAllTexts } from '../lib/i18n/messages.ts';

/**
 * Loading code on demand (SPEC §2, §8, §9): a chunk that does not arrive within 120 s, or whose script is
 * missing, fails with a ChunkLoadError; a page that is not ready within 60 s fails with a PageLoadTimeoutError.
 * Heavy widgets use loadChunk directly; pages go through loadPage, which also caches the loaded component so
 * revisiting a page renders at once.
 */

export const chunkTimeoutMs = 120_000;
export const pageTimeoutMs = 60_000;
/** The placeholder appears only when loading takes longer than this. */
export const placeholderDelayMs = 200;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly code = 'CHUNK_LOAD';
}

export class PageLoadTimeoutError extends Error {
  override readonly name = 'PageLoadTimeoutError';
  readonly code = 'PAGE_LOAD_TIMEOUT';
}

function withTimeout<T>(work: Promise<T>, ms: number, fail: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(fail()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/** Imports a chunk, turning a failed or slow import into a ChunkLoadError. */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = chunkTimeoutMs): Promise<T> {
  const code = importer().catch((err: unknown) => {
    throw new ChunkLoadError(err instanceof Error ? err.message : String(err));
  });
  // What is loaded on demand may show texts of any area: it waits for the whole catalogue (messages.ts).
  const imported = withAllTexts(code);
  return withTimeout(imported, timeoutMs, () => new ChunkLoadError(`chunk not loaded after ${timeoutMs} ms`));
}

// biome-ignore lint/suspicious/noExplicitAny: a page takes whatever props its module declares; the host passes none.
export type PageComponent = ComponentType<any>;
export type PageLoader = () => Promise<PageComponent>;

const loaded = new Map<string, PageComponent>();

/** A page already loaded, for rendering without a loading state. */
export function loadedPage(path: string): PageComponent | undefined {
  return loaded.get(path);
}

/** Loads a page's component within the page time-out and remembers it. */
export async function loadPage(
  path: string,
  loader: PageLoader,
  timeoutMs = pageTimeoutMs,
): Promise<PageComponent> {
  const cached = loaded.get(path);
  if (cached) return cached;
  const component = await withTimeout(
    loadChunk(loader),
    timeoutMs,
    () => new PageLoadTimeoutError(`page ${path} not loaded after ${timeoutMs} ms`),
  );
  loaded.set(path, component);
  return component;
}
