import { describe, expect, it, vi } from 'vitest';
import { addOrderToCart, reorderLine } from './reorder.ts';

const item = {
  ProductId: 7,
  ProductName: 'Oolong milk tea',
  ImageName: '/media/p/7.jpg',
  ProductNum: 2,
  SellPrice: 19.5,
  OriginalPrice: 21.5,
  LineAmount: 39,
  CartItemAttributes: [
    { txtproductAttributeUid: '31', attributeValue: 3.5, attributeName: 'Large', groupName: 'Size' },
    { txtproductAttributeUid: '40', attributeValue: 0, attributeName: 'Less ice' },
  ],
  Comment: '',
};

describe('reorder', () => {
  it('turns an order line back into the product, options and quantity', () => {
    expect(reorderLine(item)).toEqual({
      product: {
        ProductId: 7,
        ProductName: 'Oolong milk tea',
        SellPrice: 16,
        ImageName: '/media/p/7.jpg',
        Stock: 0,
        IgnoreStock: true,
      },
      attributes: [
        { uid: 31, name: 'Large', addPrice: 3.5, groupName: 'Size' },
        { uid: 40, name: 'Less ice', addPrice: 0 },
      ],
      quantity: 2,
    });
  });

  it('adds every line to the cart and counts those that went in', () => {
    const add = vi.fn().mockReturnValueOnce({ ok: true }).mockReturnValueOnce({ ok: false, message: 'no' });
    expect(addOrderToCart([item, { ...item, ProductId: 8, CartItemAttributes: [] }], { add })).toBe(1);
    expect(add).toHaveBeenCalledTimes(2);
    expect(add.mock.calls[1]?.[2]).toBe(2);
  });
});
