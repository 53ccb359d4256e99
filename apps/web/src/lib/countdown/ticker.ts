/**
 * One shared one-second timer for every countdown on screen (SPEC §4, §9 countdown tick 1000 ms). Listeners
 * join and leave freely; the loop keeps running through short gaps (a page swapping one countdown for
 * another) and stops only after more than `maxIdleTicks` ticks in a row without a listener.
 */

export type TickListener = (deviceNow: number) => void;

export interface Ticker {
  /** Calls `listener` on every tick from now on; returns the function that stops it. */
  subscribe(listener: TickListener): () => void;
  /** Whether the timer loop is running. */
  running(): boolean;
}

export interface TickerOptions {
  intervalMs?: number;
  maxIdleTicks?: number;
  now?: () => number;
}

/** Makes a ticker; the app uses the shared one below, tests make their own. */
export function createTicker({
  intervalMs = 1000,
  maxIdleTicks = 10,
  now = () => Date.now(),
}: TickerOptions = {}): Ticker {
  const listeners = new Set<TickListener>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let idleTicks = 0;

  function tick() {
    if (listeners.size === 0) {
      idleTicks += 1;
      if (idleTicks > maxIdleTicks) {
        clearInterval(timer);
        timer = undefined;
      }
      return;
    }
    idleTicks = 0;
    const at = now();
    for (const listener of [...listeners]) listener(at);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      idleTicks = 0;
      if (timer === undefined) timer = setInterval(tick, intervalMs);
      return () => {
        listeners.delete(listener);
      };
    },
    running: () => timer !== undefined,
  };
}

/** The app's one ticker. */
export const sharedTicker: Ticker = createTicker();
