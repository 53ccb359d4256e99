import type { Adjuster, PricingLine } from './pricing.ts';

/** The i18n key of the delivery fee's line in the settlement and the order (SPEC §3 freight). */
export const DELIVERY_FEE_LABEL = 'checkout.deliveryFee';

/**
 * The zone's delivery fee as an adjuster of priceOrder: one 'delivery-fee' adjustment carrying the zone it was
 * charged for, none when the zone charges nothing.
 */
export function deliveryFeeAdjuster<T extends PricingLine>(zone: { id: string; fee: number }): Adjuster<T> {
  return () =>
    zone.fee > 0
      ? [
          {
            kind: 'delivery-fee',
            labelKey: DELIVERY_FEE_LABEL,
            amount: zone.fee,
            detail: { zoneId: zone.id },
          },
        ]
      : [];
}
