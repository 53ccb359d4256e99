import { useCallback, useEffect, useRef, useState } from 'react';
import { type LocateResult, locate, type PositionSource } from './locate.ts';
import { devicePositionSource } from './native-position.ts';

export interface PositionState {
  /** A lookup is under way. */
  locating: boolean;
  /** The last finished lookup; null until the first one ends. */
  result: LocateResult | null;
  /** Looks again (after a denial, a time-out, or to refresh); the last result stays meanwhile. */
  retry: () => void;
}

/** Looks up the shopper's position when the component mounts, and again on retry. */
export function usePosition(source: PositionSource | undefined = devicePositionSource()): PositionState {
  const [locating, setLocating] = useState(true);
  const [result, setResult] = useState<LocateResult | null>(null);
  const sourceRef = useRef(source);
  // Only the latest lookup may report: an earlier one finishing late (or after unmount) is ignored.
  const latest = useRef(0);

  const run = useCallback(() => {
    const id = ++latest.current;
    setLocating(true);
    void locate(sourceRef.current).then((r) => {
      if (id !== latest.current) return;
      setResult(r);
      setLocating(false);
    });
  }, []);

  useEffect(() => {
    run();
    return () => {
      latest.current += 1;
    };
  }, [run]);

  return { locating, result, retry: run };
}
