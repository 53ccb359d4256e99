import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PosterLayout } from './poster-layout.ts';
import type { PosterRenderer } from './poster-render.ts';

/**
 * Posters drawn on a worker thread (decision 080). Two reasons: a drawing is 30–50 ms of CPU the event loop would
 * otherwise wait on, and resvg-js keeps each picture's pixels in Rust memory that V8 does not count, so a
 * process that draws often grows by ~2.7 MB a poster until a full GC happens to run (resvg-js issue 216). The
 * thread is replaced after `drawingsPerThread` posters, which frees all it held; a thread that dies or hangs
 * fails its posters (POSTER_FAILED) and the next poster starts a new one.
 */

interface Pending {
  resolve: (png: Uint8Array) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  drawn: number;
  pending: Map<number, Pending>;
}

export interface ThreadOptions {
  /** Posters a thread draws before it is replaced. */
  drawingsPerThread?: number;
  /** How long a poster may take before it is given up. */
  timeoutMs?: number;
}

const workerFile = new URL('./poster-worker.ts', import.meta.url).href;
// tsx loads the worker's TypeScript as it loads the app's (npm run serve): registered in the thread itself, since
// a worker does not take --import from its execArgv on Node 20, nor a test runner's loader.
const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
const tsxApi = pathToFileURL(
  join(dirname(tsxPackage), JSON.parse(readFileSync(tsxPackage, 'utf8')).exports['./esm/api'].import.default),
).href;
const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile)}); });`;

export function threadRenderer({
  drawingsPerThread = 50,
  timeoutMs = 15_000,
}: ThreadOptions = {}): PosterRenderer {
  let current: Thread | null = null;
  let nextId = 0;

  const fail = (thread: Thread, err: Error) => {
    if (current === thread) current = null;
    for (const p of thread.pending.values()) {
      clearTimeout(p.timer);
      p.reject(err);
    }
    thread.pending.clear();
  };

  const start = (): Thread => {
    const worker = new Worker(bootstrap, { eval: true });
    const thread: Thread = { worker, drawn: 0, pending: new Map() };
    // The thread never keeps the process alive: a server closing, or a test ending, does not wait for it.
    worker.unref();
    worker.on('message', (msg: { id: number; png?: Uint8Array; error?: string }) => {
      const p = thread.pending.get(msg.id);
      if (!p) return;
      thread.pending.delete(msg.id);
      clearTimeout(p.timer);
      if (msg.png) p.resolve(msg.png);
      else p.reject(new Error(msg.error ?? 'poster thread answered nothing'));
      retireIfDone(thread);
    });
    worker.on('error', (err) => fail(thread, err instanceof Error ? err : new Error(String(err))));
    worker.on('exit', (code) => fail(thread, new Error(`poster thread exited with ${code}`)));
    return thread;
  };

  // A thread past its share is no longer given posters, and ends once it has answered those it has.
  const retireIfDone = (thread: Thread) => {
    if (thread.drawn >= drawingsPerThread && thread.pending.size === 0) void thread.worker.terminate();
  };

  return {
    render(layout: PosterLayout) {
      if (!current || current.drawn >= drawingsPerThread) current = start();
      const thread = current;
      thread.drawn += 1;
      const id = nextId++;
      return new Promise<Uint8Array>((resolve, reject) => {
        const timer = setTimeout(() => {
          thread.pending.delete(id);
          reject(new Error(`poster not drawn within ${timeoutMs} ms`));
          // A thread that hangs on one poster is of no use to the next.
          void thread.worker.terminate();
        }, timeoutMs);
        thread.pending.set(id, { resolve, reject, timer });
        thread.worker.postMessage({ id, layout });
      });
    },
    async close() {
      const thread = current;
      current = null;
      // A live thread keeps the process from exiting, unref'd or not (tsx's loader hooks in it): ended here.
      if (thread) await thread.worker.terminate();
    },
  };
}
