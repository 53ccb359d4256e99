import type { DeliverySnapshot } from '@shop/domain';
import {
  type Adjuster,
  type DeliveryZone,
  deliveryFeeAdjuster,
  deliveryShortfall,
  fromMinor,
  type PricedOrder,
} from '@shop/domain';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { type AddressSnapshot, addressLines, addressSnapshot, type MemberAddress } from '../address/index.ts';
import { zoneFor } from '../delivery/index.ts';
import type { OrderProblem, SoldLine } from './assess.ts';

/** Where a delivery order goes and the zone that covers it; zone null when no zone does (or no position). */
export interface DeliveryTarget {
  address: AddressSnapshot | null;
  /** The address as the shopper knows it, for the settlement card. */
  addressId: number;
  receiver: string;
  phone: string;
  addressText: string;
  zone: DeliveryZone | null;
}

/**
 * Where a delivery order goes: the member's address (read by the order read, through the address area's SQL) and
 * the zone of the store covering it (the delivery area's zoneFor: its zones are cached, no round trip when warm);
 * null when no address was read (none asked for, or not the member's, see requireTarget).
 */
export async function deliveryTargetOf(
  ctx: MemberContext,
  storeId: number,
  found: MemberAddress | null | undefined,
): Promise<DeliveryTarget | null> {
  if (!found) return null;
  const address = addressSnapshot(found);
  const zone = address ? await zoneFor(ctx, storeId, { lat: address.lat, lng: address.lng }) : null;
  // The card writes the address as the address list does, its region in the reader's script (address area).
  const lineOf = await addressLines(ctx.locale);
  return {
    address,
    addressId: found.id,
    receiver: found.receiver,
    phone: found.phone,
    addressText: lineOf(found),
    zone,
  };
}

/** The target of a delivery call that named an address: one not the member's answers ADDRESS_NOT_FOUND (404). */
export function requireTarget(
  addressId: number | undefined,
  target: DeliveryTarget | null,
): DeliveryTarget | null {
  if (addressId !== undefined && !target) throw new AppError('ADDRESS_NOT_FOUND');
  return target;
}

/** Delivery's part of assessOrder: the zone's fee as a pricing rule, and delivery's own refusals. */
export function deliveryRules(target: DeliveryTarget | null): {
  adjusters: Adjuster<SoldLine>[];
  moreProblems: (priced: PricedOrder<SoldLine>) => OrderProblem[];
} {
  return {
    adjusters: target?.zone ? [deliveryFeeAdjuster<SoldLine>(target.zone)] : [],
    moreProblems: (priced) => deliveryProblems(target, priced),
  };
}

/**
 * Delivery's own refusals (SPEC §5, §8): no address chosen, an address outside every zone, goods below the zone's
 * minimum delivery price (its Amount in decimals, as the store's minimum names its own).
 */
export function deliveryProblems(
  target: DeliveryTarget | null,
  priced: PricedOrder<SoldLine>,
): OrderProblem[] {
  if (!target) return [{ code: 'DELIVERY_ADDRESS_REQUIRED', params: {} }];
  if (!target.zone) return [{ code: 'DELIVERY_OUT_OF_RANGE', params: {} }];
  if (deliveryShortfall(priced.totals.goodsAmount, target.zone) > 0)
    return [{ code: 'DELIVERY_BELOW_MINIMUM', params: { Amount: fromMinor(target.zone.minDeliveryPrice) } }];
  return [];
}

/** What the order keeps of where it goes (delivery_orders): the address copied and the zone's terms. */
export function deliverySnapshot(target: DeliveryTarget): DeliverySnapshot | undefined {
  if (!target.address || !target.zone) return undefined;
  return {
    ...target.address,
    zoneId: Number(target.zone.id),
    fee: target.zone.fee,
    deliveryMinutes: target.zone.deliveryMinutes,
  };
}
