/**
 * The countdown of SPEC §3/§4 as pure arithmetic: what a countdown shows at a given instant. The clock and the
 * ticking live in the client (apps/web/src/lib/countdown); this part knows nothing about time passing.
 */

/** SPEC §3 countdown output: before its start, over, or the days, hours, minutes and seconds left. */
export interface CountdownParts {
  isBeforeStart: boolean;
  timeOver: boolean;
  d: number;
  h: number;
  m: number;
  s: number;
}

const zero = { d: 0, h: 0, m: 0, s: 0 };

/** Splits a duration into whole days, hours, minutes and seconds, rounding part-seconds up. */
export function splitDuration(ms: number): Pick<CountdownParts, 'd' | 'h' | 'm' | 's'> {
  // Rounded up so the display reaches 00:00 exactly when the time is over, never a second early.
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    d: Math.floor(total / 86_400),
    h: Math.floor((total % 86_400) / 3600),
    m: Math.floor((total % 3600) / 60),
    s: total % 60,
  };
}

/**
 * The countdown at `now` towards `endAt` (epoch ms). With a `startAt` still ahead it is before its start and
 * counts to the start; at or after the end it is over with all parts 0.
 */
export function countdownAt(now: number, endAt: number, startAt?: number): CountdownParts {
  if (startAt !== undefined && now < startAt) {
    return { isBeforeStart: true, timeOver: false, ...splitDuration(startAt - now) };
  }
  if (now >= endAt) return { isBeforeStart: false, timeOver: true, ...zero };
  return { isBeforeStart: false, timeOver: false, ...splitDuration(endAt - now) };
}

/** Whether two countdown readings would show the same thing (spares a re-render each tick). */
export function sameCountdown(a: CountdownParts, b: CountdownParts): boolean {
  return (
    a.isBeforeStart === b.isBeforeStart &&
    a.timeOver === b.timeOver &&
    a.d === b.d &&
    a.h === b.h &&
    a.m === b.m &&
    a.s === b.s
  );
}

/**
 * The server clock's lead over the device clock (ms), from a server time (ISO) read at device time
 * `receivedAt`; add it to the device time to get the server's. A wrong device clock then does not matter.
 */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}
