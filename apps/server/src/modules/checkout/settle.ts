import type { OrderItemIn, PlaceOrderMode } from '@shop/contracts';
import type { Promotion } from '@shop/domain';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { requireStoreRecord, type StoreRow } from '../store/index.ts';
import { type Assessment, assessOrder, toLineStates } from './assess.ts';
import { type DeliveryTarget, deliveryRules, deliveryTargetOf, requireTarget } from './delivery-terms.ts';
import { type OfferChoices, offerAdjusters, offerReadParts, requireChosenOffers } from './offer-registry.ts';
import { choicesOf, orderOffers, readWithOffers, requireHeld } from './offers.ts';
import type { OrderRead } from './order-read.ts';

/** A settlement asked for: the lines in a mode (to an address for delivery), the redemptions opted in to. */
export interface SettleInput {
  orderMode: PlaceOrderMode;
  items: OrderItemIn[];
  addressId?: number;
  redemptions?: number[];
  /** The member's cards chosen to cover items (an order offer source's field, decision 060); none when absent. */
  cardIds?: number[];
}

/** A settlement as the server prices it now, with what it read. */
export interface Settled {
  mode: PlaceOrderMode;
  /** The store's promotions weighed. */
  promotions: readonly Promotion[];
  store: StoreRow;
  now: Date;
  read: OrderRead;
  target: DeliveryTarget | null;
  assessment: Assessment;
  /** What was chosen of each order offer source (the coupons as asked: none when 'best'). */
  choices: OfferChoices;
}

/**
 * Prices a settlement with the store's promotions, the member's coupons (all those they hold valid are weighed) and
 * the other order offer sources (the cards chosen to cover items):
 * `chosen` applies those ids (each must be among them), 'best' the engine's preselection. The rules are
 * placefast's, for an as-soon-as-possible order (a reservation-only store is listed as a problem).
 */
export async function settle(
  ctx: MemberContext,
  storeId: number,
  input: SettleInput,
  chosen: readonly number[] | 'best',
): Promise<Settled> {
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const now = ctx.clock.now();
  const lineStates = toLineStates(input.items);
  const delivering = input.orderMode === 'package';
  const addressId = delivering ? input.addressId : undefined;
  const choices = choicesOf({ couponIds: chosen === 'best' ? [] : chosen, cardIds: input.cardIds });
  const { promotions, read } = await readWithOffers(ctx, storeId, lineStates, {
    at: now,
    addressId,
    offers: offerReadParts(choices, false, now, store.settings.timezone),
  });
  if (chosen !== 'best') requireHeld(chosen, read, storeId);
  const base = { store, at: now, locale: ctx.locale };
  requireChosenOffers(read.offers, choices, base);
  const target = requireTarget(addressId, await deliveryTargetOf(ctx, storeId, read.address));
  const offers = orderOffers(store, read, now, {
    promotions,
    chosen,
    redemptions: input.redemptions ?? [],
    deliveryFee: delivering ? (target?.zone?.fee ?? 0) : 0,
  });
  const rules = delivering ? deliveryRules(target) : { adjusters: [] };
  const assessment = assessOrder(store, lineStates, read, now, {
    mode: input.orderMode,
    reservation: false,
    offers,
    ...rules,
    adjusters: [...rules.adjusters, ...offerAdjusters(read.offers, choices, base)],
  });
  return { mode: input.orderMode, promotions, store, now, read, target, assessment, choices };
}
