/**
 * Client versions (SPEC §8 'low client version', §9 app version string 2024.06.14): dotted numbers, compared part
 * by part. The web app sends its version in x-app-version; a chain may require a minimum (decision 042).
 */

/** A version as clients send it and staff set it: up to six dotted numbers of at most nine digits. */
export const clientVersionPattern = /^\d{1,9}(\.\d{1,9}){0,5}$/;

/** Whether a text is a version this app compares. */
export function isClientVersion(text: string): boolean {
  return clientVersionPattern.test(text);
}

/** Compares two versions part by part, missing parts counting as 0: negative, 0 or positive. */
export function compareClientVersions(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Whether a client must upgrade: it sent a version and it is below the minimum. A client that sends none (staff
 * scripts, a third party) or sends something else than a version is not judged here.
 */
export function isClientOutdated(version: string | null, minimum: string | null | undefined): boolean {
  if (!version || !minimum || !isClientVersion(version) || !isClientVersion(minimum)) return false;
  return compareClientVersions(version, minimum) < 0;
}
