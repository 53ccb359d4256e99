/**
 * Typed localStorage: every key is declared once with its value type (`storageKey<T>('session.token')`), values
 * are JSON, and keys are namespaced so several apps on one origin do not collide. When storage is unavailable
 * (private mode, disabled, quota) the values live in memory for the page's life instead of throwing.
 */

export interface StorageKey<T> {
  readonly name: string;
  /** Phantom field carrying the value type; never set. */
  readonly __type?: T;
}

/** Declares a key. Prefixes group keys for clearing: `store.` and `page.` go on store change, `prefs.` stay. */
export function storageKey<T>(name: string): StorageKey<T> {
  return { name };
}

export interface TypedStorage {
  get<T>(key: StorageKey<T>): T | undefined;
  get<T>(key: StorageKey<T>, fallback: T): T;
  set<T>(key: StorageKey<T>, value: T): void;
  remove(key: StorageKey<unknown>): void;
  /** Removes every key whose name starts with one of the prefixes. */
  removePrefixed(prefixes: readonly string[]): void;
}

/** The part of the Web Storage API this wrapper needs. */
export type Backend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function memoryBackend(): Backend {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

function copyToMemory(from: Backend): Backend {
  const memory = memoryBackend();
  for (let i = 0; i < from.length; i++) {
    const k = from.key(i);
    const v = k === null ? null : from.getItem(k);
    if (k !== null && v !== null) memory.setItem(k, v);
  }
  return memory;
}

/** Returns localStorage if it works here (reading it can throw in some browsers), else null. */
function browserBackend(): Backend | null {
  try {
    const ls = globalThis.localStorage;
    if (!ls) return null;
    ls.setItem('__probe', '1');
    ls.removeItem('__probe');
    return ls;
  } catch {
    return null;
  }
}

export function createStorage(backend: Backend | null = browserBackend(), namespace = 'amber'): TypedStorage {
  let store = backend ?? memoryBackend();
  const full = (name: string) => `${namespace}:${name}`;

  // A write that fails (quota, storage revoked mid-session) moves everything to memory rather than losing it.
  const write = (name: string, value: string) => {
    try {
      store.setItem(full(name), value);
    } catch {
      if (store === backend) store = copyToMemory(store);
      store.setItem(full(name), value);
    }
  };

  function get<T>(key: StorageKey<T>, fallback?: T): T | undefined {
    let raw: string | null = null;
    try {
      raw = store.getItem(full(key.name));
    } catch {
      return fallback;
    }
    if (raw === null) return fallback;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return fallback;
    }
  }

  return {
    get: get as TypedStorage['get'],
    set: (key, value) => write(key.name, JSON.stringify(value)),
    remove: (key) => {
      try {
        store.removeItem(full(key.name));
      } catch {
        // Nothing to remove from a storage that cannot be read.
      }
    },
    removePrefixed: (prefixes) => {
      const names: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const k = store.key(i);
        if (k?.startsWith(`${namespace}:`) && prefixes.some((p) => k.startsWith(full(p)))) names.push(k);
      }
      for (const k of names) store.removeItem(k);
    },
  };
}

/** The app's storage. */
export const storage = createStorage();
