import { syncShopCartV2 } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { noticeText, syncShopCartV2Ref } from './sync-shop-cart.ts';

beforeAll(() => setLocale('en'));

describe('cart sync call', () => {
  it('points at the contract path', () => {
    expect(syncShopCartV2Ref.path).toBe(syncShopCartV2.path);
  });

  it('translates the server notice by code, with the stock taken from its Chinese text', () => {
    expect(noticeText({ Message: '库存不足，当前库存3', Code: 'CART_INSUFFICIENT_STOCK' })).toBe(
      'Insufficient stock, current stock 3',
    );
    expect(noticeText({ Message: '部分商品已失效，已移出购物车', Code: null })).toBe(
      'Some items are no longer available and were removed from the cart',
    );
    expect(noticeText({ Message: '', Code: null })).toBeNull();
    expect(noticeText({ Message: 'custom words', Code: null })).toBe('custom words');
  });
});
