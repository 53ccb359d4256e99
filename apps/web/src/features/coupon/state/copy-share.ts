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
