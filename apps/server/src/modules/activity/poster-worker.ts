import { parentPort } from 'node:worker_threads';
import type { PosterLayout } from './poster-layout.ts';
import { satoriRenderer } from './poster-render.ts';

/**
 * The thread posters are drawn on (poster-threads.ts): a message is { id, layout }, the answer { id, png } or
 * { id, error }. Off the event loop, a drawing's 30–50 ms of CPU does not hold up other calls.
 */
parentPort?.on('message', async ({ id, layout }: { id: number; layout: PosterLayout }) => {
  try {
    const png = await satoriRenderer.render(layout);
    // A copy the port can hand over without cloning (resvg's Buffer may be a slice of a larger one).
    const bytes = new Uint8Array(png);
    parentPort!.postMessage({ id, png: bytes }, [bytes.buffer]);
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
