import { describe, expect, it } from 'vitest';
import type { BlockedItem, CartItem } from '../state/cart-types.ts';
import { settleCheck } from './settle-check.ts';

function line(key: string, over: Partial<CartItem> = {}): CartItem {
  return {
    key,
    ProductId: Number(key.split('|')[0]),
    ProductNum: 1,
    SellPrice: 10,
    ProductSellPrice: 10,
    OriginalPrice: 10,
    CartItemAttributes: [],
    Stock: 9,
    IgnoreStock: false,
    CartIdx: 0,
    CartItemId: 1,
    Comment: '',
    excluded: false,
    IsOutStock: false,
    Quantity: 1,
    ...over,
  };
}

const blocked = (key: string | null, name: string): BlockedItem => ({
  key,
  ProductId: 1,
  ProductName: name,
  Stock: 0,
  Quantity: 2,
  IsOutStock: true,
  Unavailable: key === null,
});

describe('settlement check', () => {
  it('lets selected, buyable lines through', () => {
    expect(settleCheck({ items: [line('1|')], blockedItems: [] })).toEqual({ kind: 'ok' });
  });

  it('is empty when nothing buyable is selected', () => {
    expect(settleCheck({ items: [], blockedItems: [] }).kind).toBe('empty');
    expect(settleCheck({ items: [line('1|', { excluded: true })], blockedItems: [] }).kind).toBe('empty');
  });

  it('blocks on selected out-of-stock lines and on unavailable items, listing them', () => {
    const out = line('2|', { IsOutStock: true });
    const check = settleCheck({
      items: [line('1|'), out],
      blockedItems: [blocked('2|', 'Cake'), blocked(null, 'Old pie')],
    });
    expect(check).toEqual({ kind: 'blocked', items: [blocked('2|', 'Cake'), blocked(null, 'Old pie')] });
  });

  it('ignores an out-of-stock line the shopper unticked', () => {
    const out = line('2|', { IsOutStock: true, excluded: true });
    expect(settleCheck({ items: [line('1|'), out], blockedItems: [blocked('2|', 'Cake')] })).toEqual({
      kind: 'ok',
    });
  });
});
