import { describe, expect, it } from 'vitest';
import { catalogPart } from '../../../locale-parts.ts';
import {
  currentLocale,
  flatten,
  hasKey,
  initLocale,
  interpolate,
  setLocale,
  translate,
  withAllTexts,
} from './messages.ts';

describe('messages', () => {
  it('flattens nested catalogues and fills placeholders', () => {
    const map = flatten({ a: { b: 'x', c: { d: 'y' } }, e: 'z' });
    expect([...map]).toEqual([
      ['a.b', 'x'],
      ['a.c.d', 'y'],
      ['e', 'z'],
    ]);
    expect(interpolate('Hi {name}, {n} left', { name: 'Ann', n: 3 })).toBe('Hi Ann, 3 left');
    expect(interpolate('Hi {name}', {})).toBe('Hi {name}');
  });

  it('loads a locale at run time and translates, showing the key for a gap', async () => {
    await setLocale('es');
    expect(currentLocale()).toBe('es');
    expect(translate('nav.cart')).toBe('Carrito');
    expect(translate('errors.CART_INSUFFICIENT_STOCK', { Stock: 2 })).toBe(
      'Stock insuficiente, stock actual 2',
    );
    await setLocale('zh-Hant');
    expect(translate('nav.home')).toBe('首頁');
    expect(hasKey('no.such.key')).toBe(false);
    // @ts-expect-error a key the English catalogue lacks does not compile
    expect(translate('no.such.key')).toBe('no.such.key');
  });
});

describe('the catalogue in two parts (issue 15)', () => {
  it('puts every namespace in exactly one part, the first screen’s in the first', () => {
    const tree = { common: { ok: 'OK' }, cart: { a: 'A' }, coupon: { b: 'B' }, points: { c: 'C' } };
    expect(Object.keys(catalogPart(tree, 'first'))).toEqual(['common', 'cart']);
    expect(Object.keys(catalogPart(tree, 'rest'))).toEqual(['coupon', 'points']);
  });

  it('starts with the first part and has the rest by the time an on-demand chunk is handed over', async () => {
    await setLocale('en');
    // The remembered choice (en) comes before the browser's languages: start as a reader whose choice it is.
    await initLocale(['zh-CN']);
    expect(currentLocale()).toBe('en');
    expect(translate('nav.cart')).toBe('Cart');
    const page = await withAllTexts(Promise.resolve('page'));
    expect(page).toBe('page');
    expect(hasKey('coupon.detail.useNow')).toBe(true);
    expect(translate('coupon.detail.useNow')).not.toBe('coupon.detail.useNow');
  });
});
