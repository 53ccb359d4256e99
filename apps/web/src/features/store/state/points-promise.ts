import type { StoreInfo } from '@shop/contracts';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import { useStore } from './use-store.ts';

/**
 * What the store promises a member for spending, drawn from its point rule ("1 point for every ¥1.00"); null when
 * the store has no rule (or a rate that earns nothing), so no page promises points an order would not give.
 */
export function pointsPromise(rule: StoreInfo['pointRule'], currency: string, t: Translate): string | null {
  const rate = rule?.pointsPerYuan;
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return null;
  // One currency unit, shown as every amount is (SPEC §1: 2 decimals and the sign).
  const unit = formatMoney(100, currency);
  if (rate === 1) return t('store.pointsPromiseOne', { unit });
  return t('store.pointsPromise', { points: rate, unit });
}

/** The current store's points promise in the member's language, or null. */
export function usePointsPromise(): string | null {
  const t = useT();
  const { info, currency } = useStore();
  return pointsPromise(info?.pointRule, currency, t);
}
