import type { SettlementPreviewOut } from '@shop/contracts';
import { type Minor, toMinor } from '@shop/domain';

/**
 * What the crossed-out prices save, and only that (issue 28): the summary's discountedPrice also counts every
 * promotion and coupon, which the settlement shows on their own lines, so showing it as well counted them twice.
 * It is what is left between the items total and the amount due once each adjustment is taken as printed, so the
 * rows add up: items total − sale savings + each adjustment = to pay.
 */
export function saleSaving(
  summary: Pick<SettlementPreviewOut['summary'], 'originalAmount' | 'amount'>,
  adjustments: readonly Pick<SettlementPreviewOut['adjustments'][number], 'amount'>[],
): Minor {
  let adjusted = 0;
  for (const a of adjustments) adjusted += toMinor(a.amount);
  return toMinor(summary.originalAmount) - toMinor(summary.amount) + adjusted;
}
