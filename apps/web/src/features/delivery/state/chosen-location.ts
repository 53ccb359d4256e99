import type { LatLon } from '@shop/domain';
import { createStorage, storageKey } from '../../../lib/storage.ts';

/**
 * How /choose-location hands its point back to the page that opened it (SPEC §2 system pages): the point waits in
 * session storage (this tab only, gone with it) and the opener takes it once when it shows again.
 */
const chosenKey = storageKey<LatLon & { for: string }>('delivery.chosenLocation');

function sessionBackend() {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const session = createStorage(sessionBackend());

/** Keeps the chosen point for the page at `forPath`. */
export function keepChosenLocation(at: LatLon, forPath: string): void {
  session.set(chosenKey, { latitude: at.latitude, longitude: at.longitude, for: forPath });
}

/** The point chosen for the page at `path`, once: it is forgotten as it is taken. Null when none waits. */
export function takeChosenLocation(path: string): LatLon | null {
  const kept = session.get(chosenKey);
  if (!kept || kept.for !== path) return null;
  session.remove(chosenKey);
  return { latitude: kept.latitude, longitude: kept.longitude };
}
