import { describe, expect, it } from 'vitest';
import { currentLocale, flatten, hasKey, interpolate, setLocale, translate } from './messages.ts';

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
