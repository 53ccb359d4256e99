import { useCallback, useEffect, useState } from 'react';

export interface AutoAdvance {
  index: number;
  /** Shows a slide; the next automatic move is a full interval later. */
  goTo: (index: number) => void;
}

/**
 * The slide index of a carousel that moves on by itself every `intervalMs`, wrapping to the first after the
 * last. It waits while `paused` (the shopper is touching it, or the page is hidden) and with fewer than two
 * slides; any move, automatic or not, restarts the wait.
 */
export function useAutoAdvance(count: number, intervalMs: number, paused: boolean): AutoAdvance {
  // A new object on every move, so a move to the slide already shown also restarts the wait.
  const [position, setPosition] = useState({ index: 0 });
  const current = count > 0 ? Math.min(position.index, count - 1) : 0;

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const from = Math.min(position.index, count - 1);
    const timer = setTimeout(() => setPosition({ index: (from + 1) % count }), intervalMs);
    return () => clearTimeout(timer);
  }, [position, paused, count, intervalMs]);

  const goTo = useCallback(
    (next: number) => {
      if (count > 0) setPosition({ index: ((next % count) + count) % count });
    },
    [count],
  );
  return { index: current, goTo };
}
