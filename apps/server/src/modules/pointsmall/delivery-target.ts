import type { DeliverySnapshot } from '@shop/domain';
import { offeredModes } from '@shop/domain';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { addressSnapshot, findMemberAddress } from '../address/index.ts';
import { zoneFor } from '../delivery/index.ts';
import type { StoreRow } from '../store/index.ts';
import type { ProductRow } from './products.ts';

/**
 * Where delivered goods go (decision 044): the member's address copied with the store's zone that covers it, the
 * zone's fee being the freight. Only goods travel; the store must offer delivery ('package'); an address not the
 * member's is ADDRESS_NOT_FOUND, one without a position or outside every zone DELIVERY_OUT_OF_RANGE. The zone's
 * minimum delivery price is of goods bought with money, so it does not apply to goods exchanged for points.
 */
export async function deliveryTarget(
  ctx: MemberContext,
  store: StoreRow,
  product: ProductRow,
  addressId: number,
): Promise<DeliverySnapshot> {
  if (product.kind !== 'goods') throw new AppError('POINTSMALL_EXCHANGE_FAILED');
  if (!offeredModes(store.settings.orderModes, store.settings.storeModeValue).includes('package'))
    throw new AppError('ORDER_MODE_UNAVAILABLE');
  const found = await findMemberAddress(ctx.db, ctx.member.uid, addressId);
  if (!found) throw new AppError('ADDRESS_NOT_FOUND');
  const address = addressSnapshot(found);
  const zone = address ? await zoneFor(ctx, store.id, { lat: address.lat, lng: address.lng }) : null;
  if (!address || !zone) throw new AppError('DELIVERY_OUT_OF_RANGE');
  return { ...address, zoneId: Number(zone.id), fee: zone.fee, deliveryMinutes: zone.deliveryMinutes };
}
