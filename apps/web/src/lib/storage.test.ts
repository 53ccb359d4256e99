import { describe, expect, it } from 'vitest';
import { type Backend, createStorage, storageKey } from './storage.ts';

function fakeBackend(opts: { failWrites?: boolean } = {}): Backend & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (opts.failWrites) throw new Error('QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

const token = storageKey<string>('session.token');
const storeId = storageKey<number>('store.id');
const pages = storageKey<{ home: string[] }>('page.home');
const lang = storageKey<string>('prefs.locale');

describe('typed storage', () => {
  it('stores JSON under namespaced keys', () => {
    const backend = fakeBackend();
    const s = createStorage(backend, 'ns');
    s.set(storeId, 1001);
    s.set(pages, { home: ['a'] });
    expect(backend.map.get('ns:store.id')).toBe('1001');
    expect(s.get(storeId)).toBe(1001);
    expect(s.get(pages)).toEqual({ home: ['a'] });
  });
  it('returns the fallback for missing or corrupt values', () => {
    const backend = fakeBackend();
    backend.map.set('ns:session.token', '{not json');
    const s = createStorage(backend, 'ns');
    expect(s.get(token)).toBeUndefined();
    expect(s.get(token, 'none')).toBe('none');
    expect(s.get(storeId, 7)).toBe(7);
  });
  it('removes by prefix within its namespace only', () => {
    const backend = fakeBackend();
    backend.map.set('other:store.id', '5');
    const s = createStorage(backend, 'ns');
    s.set(storeId, 1);
    s.set(pages, { home: [] });
    s.set(lang, 'en');
    s.removePrefixed(['store.', 'page.']);
    expect([...backend.map.keys()].sort()).toEqual(['ns:prefs.locale', 'other:store.id']);
    s.remove(lang);
    expect(s.get(lang)).toBeUndefined();
  });
  it('works in memory when there is no storage or writes fail', () => {
    const none = createStorage(null, 'ns');
    none.set(token, 'abc');
    expect(none.get(token)).toBe('abc');
    const failing = fakeBackend({ failWrites: true });
    failing.map.set('ns:store.id', '9');
    const full = createStorage(failing, 'ns');
    full.set(token, 'xyz');
    expect(full.get(token)).toBe('xyz');
    expect(full.get(storeId)).toBe(9);
  });
});
