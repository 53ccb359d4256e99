/**
 * The caches that hold store-authored text (decision 020), per database handle: a cache of product pages, of
 * categories, of stores or of built page structures says so when it is made, and a staff write of a translation
 * empties them all at once. Translations change rarely and these caches refill within a second, so forgetting
 * every one is simpler and safer than knowing which page holds which product's name. Other server instances catch
 * up when their entries expire (10 s at most).
 */

interface Clearable {
  clear(): void;
}

const holders = new WeakMap<object, Set<Clearable>>();

/** Registers a cache of `db` as holding store text, and returns it: `perDatabase((db) => holdsStoreText(db, new TtlCache(…)))`. */
export function holdsStoreText<C extends Clearable>(db: object, cache: C): C {
  let set = holders.get(db);
  if (!set) {
    set = new Set();
    holders.set(db, set);
  }
  set.add(cache);
  return cache;
}

/** Empties every cache of `db` that holds store text (after a staff write of a translation). */
export function forgetStoreText(db: object): void {
  for (const cache of holders.get(db) ?? []) cache.clear();
}
