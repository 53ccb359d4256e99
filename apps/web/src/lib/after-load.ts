/**
 * Runs `work` once the page has loaded and the browser is idle: for what is wanted soon but not for the first
 * paint (preloading the next pages, the update checks). Earlier, its requests compete with the first screen's
 * pictures and code on a slow connection (Lighthouse counted them on the home page's LCP). Returns a cancel.
 */
export function afterLoad(work: () => void, win: Window = window): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    idle = win.requestIdleCallback
      ? win.requestIdleCallback(() => cancelled || work(), { timeout: 2_000 })
      : win.setTimeout(() => cancelled || work(), 1);
  };
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', run);
    if (idle !== undefined) (win.cancelIdleCallback ?? win.clearTimeout)(idle);
  };
}
