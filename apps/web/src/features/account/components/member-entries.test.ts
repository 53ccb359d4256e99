import { routePaths } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { memberEntries, visibleEntries } from './member-entries.ts';

function hasKey(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string';
}

describe('member centre entries', () => {
  it('name SPEC §2 pages only, each once, with titles the catalogue has', () => {
    const keys = memberEntries.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of memberEntries) {
      expect(routePaths, e.key).toContain(e.path);
      expect(hasKey(e.title), e.title).toBe(true);
      if (e.text) expect(hasKey(e.text), e.text).toBe(true);
    }
  });

  it('shows an entry only once its page is built', () => {
    const built = new Set(['/subpackages/orderhistory/orderhistory', '/subpackages/balance/balance']);
    expect(
      visibleEntries('orders', { isBuilt: (path) => built.has(path), isLoggedIn: true }).map((e) => e.key),
    ).toEqual(['orders']);
    expect(
      visibleEntries('services', { isBuilt: (path) => built.has(path), isLoggedIn: true }).map((e) => e.key),
    ).toEqual(['balance']);
    expect(visibleEntries('account', { isBuilt: (path) => built.has(path), isLoggedIn: true })).toEqual([]);
  });

  it('keeps member-only entries from guests', () => {
    const all = new Set(memberEntries.map((e) => e.path));
    const guest = visibleEntries('account', { isBuilt: (path) => all.has(path), isLoggedIn: false }).map(
      (e) => e.key,
    );
    expect(guest).toEqual(['settings']);
    const member = visibleEntries('account', { isBuilt: (path) => all.has(path), isLoggedIn: true }).map(
      (e) => e.key,
    );
    expect(member).toEqual(['profile', 'password', 'settings']);
  });
});
