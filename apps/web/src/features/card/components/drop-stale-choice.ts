import { useEffect, useRef } from 'react';

/**
 * Lets go of cards the server dropped from the choice (decisions 060 and 061, issue 29): a card switched on that can
 * no longer be used (it ended, or the counter spent it since) is answered unusable and not among the chosen, so the
 * settlement still shows; the piece then prices the choice again without it, so placefast is not sent a card it
 * would refuse. `dropped` are the chosen ids the preview listed unusable and did not apply. Each set is tried once:
 * a refused re-price is said by the choice itself and must not be asked again on every render.
 */
export function useDropStaleChoice(
  chosen: readonly number[],
  dropped: readonly number[],
  busy: boolean,
  choose: (ids: number[]) => Promise<boolean>,
): void {
  const tried = useRef('');
  const key = dropped.join(',');
  useEffect(() => {
    if (busy || key === '' || tried.current === key) return;
    tried.current = key;
    const gone = new Set(key.split(',').map(Number));
    void choose(chosen.filter((id) => !gone.has(id)));
  }, [busy, key, chosen, choose]);
}
