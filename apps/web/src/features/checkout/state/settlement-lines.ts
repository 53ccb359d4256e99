import type { OrderItemIn } from '@shop/contracts';
import { type CartItem, toRequestLine } from '../../cart/index.ts';

/** The cart lines settlement buys (SPEC §4): ticked, in stock, at least one unit, as order lines. */
export function linesToBuy(items: readonly CartItem[]): OrderItemIn[] {
  return items
    .filter((i) => !i.excluded && !i.IsOutStock && i.ProductNum > 0)
    .map((i) => {
      const { excluded: _ticked, ...line } = toRequestLine(i);
      return line;
    });
}
