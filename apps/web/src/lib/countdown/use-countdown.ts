import { type CountdownParts, countdownAt, sameCountdown } from '@shop/domain';
import { useEffect, useRef, useState } from 'react';
import { serverNow } from './server-clock.ts';
import { sharedTicker, type Ticker } from './ticker.ts';

export interface CountdownOptions {
  /** When the countdown starts (ISO or epoch ms); before it, `isBeforeStart` holds. */
  startAt?: string | number | null;
  /** Runs once when the countdown is over (also when it is already over when first shown). */
  onEnd?: () => void;
  ticker?: Ticker;
  /** Turns the ticker's device time into the time to count by; the server's clock by default. */
  clock?: (deviceNow: number) => number;
}

const toMs = (value: string | number) => (typeof value === 'number' ? value : Date.parse(value));

/**
 * A countdown towards `endAt` (ISO or epoch ms; null → no countdown, over), ticking each second on the shared
 * ticker by the server's clock. It leaves the ticker once over, and calls `onEnd` once per end time.
 */
export function useCountdown(endAt: string | number | null, opts: CountdownOptions = {}): CountdownParts {
  const { ticker = sharedTicker, clock = serverNow } = opts;
  const end = endAt === null ? Number.NaN : toMs(endAt);
  const start = opts.startAt === null || opts.startAt === undefined ? undefined : toMs(opts.startAt);
  const read = () => countdownAt(clock(Date.now()), Number.isNaN(end) ? 0 : end, start);
  const [parts, setParts] = useState(read);
  const onEnd = useRef(opts.onEnd);
  onEnd.current = opts.onEnd;
  const firedFor = useRef<number | null>(null);

  useEffect(() => {
    // No end time: nothing to count and nothing to announce.
    if (Number.isNaN(end)) return undefined;
    const key = end;
    const update = (now: number) => {
      const next = countdownAt(clock(now), key, start);
      setParts((prev) => (sameCountdown(prev, next) ? prev : next));
      if (next.timeOver && firedFor.current !== key) {
        firedFor.current = key;
        onEnd.current?.();
      }
      return next.timeOver;
    };
    if (update(Date.now())) return undefined;
    const stop = ticker.subscribe((now) => {
      if (update(now)) stop();
    });
    return stop;
  }, [end, start, ticker, clock]);

  return parts;
}
