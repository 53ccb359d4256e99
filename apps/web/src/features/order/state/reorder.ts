import type { OrderDetailOut } from '@shop/contracts';
import { fromMinor, toMinor } from '@shop/domain';
import type { CartActions, CartProduct, ChosenAttribute } from '../../cart/index.ts';

type OrderItem = OrderDetailOut['items'][number];

export interface ReorderLine {
  product: CartProduct;
  attributes: ChosenAttribute[];
  quantity: number;
}

/**
 * An order line as a cart addition: the same product, options and quantity. The order does not know today's
 * stock, so the line is added unchecked here and the cart sync, which the server decides, cuts or refuses it.
 */
export function reorderLine(item: OrderItem): ReorderLine {
  const attributes = item.CartItemAttributes.map((a) => ({
    uid: Number(a.txtproductAttributeUid),
    name: a.attributeName ?? '',
    addPrice: a.attributeValue,
    ...(a.groupName ? { groupName: a.groupName } : {}),
  }));
  // The order's SellPrice includes the options' add-ons; the cart adds them to the product's own price.
  const addOns = attributes.reduce((sum, a) => sum + toMinor(a.addPrice), 0);
  const own = fromMinor(Math.max(0, toMinor(item.SellPrice) - addOns));
  return {
    product: {
      ProductId: item.ProductId,
      ProductName: item.ProductName,
      SellPrice: own,
      ImageName: item.ImageName,
      Stock: 0,
      IgnoreStock: true,
    },
    attributes,
    quantity: item.ProductNum,
  };
}

/** Puts every line of an order back into the cart; returns how many lines went in. */
export function addOrderToCart(items: readonly OrderItem[], actions: Pick<CartActions, 'add'>): number {
  let added = 0;
  for (const item of items) {
    const line = reorderLine(item);
    if (line.quantity > 0 && actions.add(line.product, line.attributes, line.quantity).ok) added += 1;
  }
  return added;
}
