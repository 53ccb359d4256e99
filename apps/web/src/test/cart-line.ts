import type { CartItemOut } from '@shop/contracts';

/** A cart line of `num` ¥12 cheesecakes (product 7, 50 in stock) as the cart sync answers it. */
export function cheesecakeLine(num: number): CartItemOut {
  return {
    ProductId: 7,
    ProductName: 'Cheesecake',
    ProductNum: num,
    SellPrice: 12,
    ProductSellPrice: 12,
    OriginalPrice: 12,
    CartItemAttributes: [],
    Stock: 50,
    IgnoreStock: false,
    CartIdx: 1,
    CartItemId: 1,
    Comment: '',
    excluded: false,
    IsOutStock: false,
    Quantity: num,
  };
}
