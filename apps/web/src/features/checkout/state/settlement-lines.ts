import type { OrderItemIn, PlaceOrderMode, StoreInfo } from '@shop/contracts';
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

/**
 * The mode settlement opens in: eat-in ('queue') when the shopper came by the store's table QR code or the
 * store orders that way by default, else self-pickup (SPEC §4 order modes).
 */
export function initialOrderMode(info: StoreInfo | null, launchMode: string | undefined): PlaceOrderMode {
  if (launchMode === 'AddressQRCode') return 'queue';
  return info?.settings.storeModeValue === 'queue' ? 'queue' : 'takeout';
}
