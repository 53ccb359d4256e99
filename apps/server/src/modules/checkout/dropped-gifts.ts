import type { DroppedGiftOut } from '@shop/contracts';
import { type DroppedLine, type Locale, translatedField } from '@shop/domain';
import type { OrderRead } from './order-read.ts';

/**
 * The promotions' lines an order goes on without (issue 28: a free gift that has run out), named in the reader's
 * language for the settlement's and the placed order's word to the shopper. A product the read does not know (a
 * promotion naming another store's or a deleted product) has no name to give and is left unsaid.
 */
export function droppedGiftsOut(
  dropped: readonly Pick<DroppedLine, 'productId' | 'quantity'>[],
  read: OrderRead,
  locale: Locale,
): DroppedGiftOut[] {
  const out: DroppedGiftOut[] = [];
  for (const line of dropped) {
    const product = read.products.get(line.productId);
    if (!product) continue;
    const ProductName = translatedField(product.name, product.translations, 'name', locale);
    out.push({ ProductId: line.productId, ProductName, Quantity: line.quantity });
  }
  return out;
}
