import {
  type AdjustmentOut,
  errorCatalogue,
  fillMessage,
  type SettlementDeliveryOut,
  type SettlementItemOut,
  type SettlementPreviewOut,
  type SettlementProblem,
} from '@shop/contracts';
import {
  type Adjustment,
  deliveryShortfall,
  fromMinor,
  type Locale,
  pickupSlots,
  translatedField,
} from '@shop/domain';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import type { CatalogProduct } from '../catalog/index.ts';
import { type StoreRow, storeText } from '../store/index.ts';
import type { OrderLine, OrderProblem } from './assess.ts';
import { adjustmentName, couponsOut } from './coupon-out.ts';
import type { DeliveryTarget } from './delivery-terms.ts';
import { droppedGiftsOut } from './dropped-gifts.ts';
import { offersSettlementOut } from './offer-registry.ts';
import { type Settled, type SettleInput, settle } from './settle.ts';
import { readSettlementTenders, settlementTendersOut, tenderLines } from './tender-registry.ts';

/** A settlement line, its product and option names in the reader's locale (decision 020). */
function toItem(line: OrderLine, product: CatalogProduct | undefined, locale: Locale): SettlementItemOut {
  const optionText = (id: number) => product?.options.get(id);
  return {
    ProductId: line.productId,
    ProductName: translatedField(line.productName, product?.translations, 'name', locale),
    ImageName: line.imageName,
    ProductNum: line.quantity,
    SellPrice: fromMinor(line.unitPrice),
    OriginalPrice: fromMinor(line.originalUnitPrice),
    LineAmount: fromMinor(line.amount),
    CartItemAttributes: line.options.map((option) => ({
      txtproductAttributeUid: String(option.id),
      attributeValue: fromMinor(option.priceAdd),
      attributeName: translatedField(option.name, optionText(option.id)?.translations, 'name', locale),
      groupName: translatedField(option.groupName, optionText(option.id)?.groupTranslations, 'name', locale),
    })),
    Comment: line.comment,
  };
}

function toProblem(problem: OrderProblem): SettlementProblem {
  const out: SettlementProblem = {
    Code: problem.code,
    Message: fillMessage(errorCatalogue[problem.code].zh, problem.params),
  };
  if (problem.items) out.Items = problem.items;
  if (problem.missingOptions) out.missingOptions = problem.missingOptions;
  if (Object.keys(problem.params).length > 0) out.params = problem.params;
  return out;
}

/** Today's pickup times, none when the merchant closed the store. */
function slotsOf(store: StoreRow, now: Date): string[] {
  if (store.status === 'closed' || store.status === 'temp_closed') return [];
  return pickupSlots(now, store.openingHours, store.settings.timezone).map((slot) => slot.toISOString());
}

/**
 * Delivery mode's part of the preview: the address card and the zone's terms. The days and times are the
 * client's reservation picker's (domain reservationDays/Slots with the zone's minutes as lead), as for pickup.
 */
function deliveryOut(target: DeliveryTarget, goods: number): SettlementDeliveryOut {
  const zone = target.zone;
  return {
    addressId: target.addressId,
    receiver: target.receiver,
    phone: target.phone,
    addressText: target.addressText,
    fee: fromMinor(zone?.fee ?? 0),
    minDeliveryPrice: fromMinor(zone?.minDeliveryPrice ?? 0),
    shortfall: fromMinor(zone ? deliveryShortfall(goods, zone) : 0),
    deliveryMinutes: zone?.deliveryMinutes ?? 0,
  };
}

/** An adjustment as the settlement shows it: a promotion or coupon with its name in the reader's language. */
function adjustmentOut(a: Adjustment, settled: Settled, locale: Locale): AdjustmentOut {
  const out: AdjustmentOut = { kind: a.kind, labelKey: a.labelKey, amount: fromMinor(a.amount) };
  const name = adjustmentName(a, settled, locale);
  if (name) out.name = name;
  return out;
}

/** The settlement page's preview of a priced settlement (settle.ts). */
export function previewOut(ctx: MemberContext, settled: Settled): SettlementPreviewOut {
  const { store, now, read, target, assessment } = settled;
  const { totals } = assessment.priced;
  return {
    storeId: store.id,
    storeName: storeText(store, 'name', ctx.locale),
    storeAddress: storeText(store, 'address', ctx.locale),
    storeTel: store.tel,
    orderMode: settled.mode,
    items: assessment.priced.lines.map((line) => toItem(line, read.products.get(line.productId), ctx.locale)),
    summary: {
      amount: fromMinor(totals.amount),
      quantity: totals.quantity,
      originalAmount: fromMinor(totals.originalAmount),
      // Savings against the crossed-out prices: a delivery fee charged on top is not a saving lost (the engine's).
      discountedPrice: fromMinor(assessment.priced.discountedPrice),
    },
    minStartPrice: fromMinor(store.settings.minStartPrice ?? 0),
    pickupSlots: slotsOf(store, now),
    balance: fromMinor(read.balance),
    contactPhone: read.phone,
    adjustments: assessment.priced.adjustments.map((a) => adjustmentOut(a, settled, ctx.locale)),
    coupons: couponsOut(settled, ctx.locale),
    delivery: target ? deliveryOut(target, assessment.priced.totals.goodsAmount) : null,
    problems: assessment.problems.map(toProblem),
    droppedGifts: droppedGiftsOut(assessment.priced.dropped, read, ctx.locale),
    ...offersSettlementOut(read.offers, assessment, settled.choices, { store, at: now, locale: ctx.locale }),
  };
}

/**
 * IndexNoDiscount: the lines priced by the server with the store's promotions and the member's coupons (the best
 * preselection unless couponIds chooses), the SPEC §3 totals, and every problem placefast would refuse an
 * as-soon-as-possible order with (the same rules, shared with placefast). A reservation-only or not-yet-open store
 * is listed as a problem; choosing one of the pickup slots lifts it.
 */
export async function settlementPreview(
  ctx: MemberContext,
  storeId: number,
  input: SettleInput & { couponIds?: number[]; tenderCardIds?: number[] },
): Promise<SettlementPreviewOut> {
  // The member's prepaid cards (decision 061) are read beside the settlement's own read, and split its amount.
  const chosen = input.tenderCardIds ?? [];
  const ask = { memberId: ctx.member.uid, at: ctx.clock.now(), locale: ctx.locale, chosen };
  const tenders = readSettlementTenders(ctx, ask);
  // Handled when awaited below; a settlement refused first must not leave it rejected unobserved.
  tenders.catch(() => undefined);
  const settled = await settle(ctx, storeId, input, input.couponIds ?? 'best');
  const amount = settled.assessment.priced.totals.amount;
  const paying = await settlementTendersOut(ctx, tenders, amount, {
    ...ask,
    store: settled.store,
    at: settled.now,
    lines: tenderLines(settled.assessment.priced),
  });
  return { ...previewOut(ctx, settled), ...paying };
}
