import { useEffect } from 'react';

/**
 * Keeps the screen on while the payment code shows (Screen Wake Lock API, where the browser has it): a phone that
 * dims while the cashier looks for the scanner makes the code unreadable. Taken again when the page is shown again.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (
      navigator as Navigator & {
        wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> };
      }
    ).wakeLock;
    if (!wakeLock) return undefined;
    let held: { release(): Promise<void> } | null = null;
    let active = true;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((lock) => {
          if (active) held = lock;
          else void lock.release();
        })
        .catch(() => {
          // Refused (battery saver, no user gesture yet): the brightness hint still says what to do.
        });
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', take);
      void held?.release().catch(() => undefined);
    };
  }, []);
}
