import type { Clock } from '../clock/clock.ts';

/**
 * A small per-process cache with a time-to-live read from the service clock (so tests can expire it).
 * Concurrent misses share one load; a failed load is not kept. Several server instances may each hold a copy,
 * which is why the lives are short: a change shows everywhere within `ttlMs`.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { from: number; until: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: K, clock: Clock, load: () => Promise<V>): Promise<V> {
    const now = clock.now().getTime();
    const hit = this.entries.get(key);
    // A clock that moved back (tests, a corrected wall clock) also makes an entry stale.
    if (hit && hit.from <= now && now < hit.until) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(key, { from: now, until: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** One set of caches per database handle, so two apps in one process (tests) never share entries. */
export function perDatabase<T>(make: (db: object) => T): (db: object) => T {
  const all = new WeakMap<object, T>();
  return (db) => {
    let found = all.get(db);
    if (!found) {
      found = make(db);
      all.set(db, found);
    }
    return found;
  };
}
