// Handing a link or a number on, for every feature: the clipboard, or the system share sheet.
/** Puts text on the clipboard; false when the browser will not (the link stays selectable on screen). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Hands a link to the system share sheet; false when there is none or the shopper dismissed it. */
export async function shareLink(title: string, url: string): Promise<boolean> {
  if (typeof navigator.share !== 'function') return false;
  try {
    await navigator.share({ title, url });
    return true;
  } catch {
    return false;
  }
}

/**
 * The share sheet where there is one, else the clipboard: 'shared', 'copied', or 'failed' (neither — the link
 * stays selectable on screen). A dismissed sheet falls back to copying, so the tap is never lost.
 */
export async function shareOrCopy(title: string, url: string): Promise<'shared' | 'copied' | 'failed'> {
  if (await shareLink(title, url)) return 'shared';
  return (await copyText(url)) ? 'copied' : 'failed';
}
