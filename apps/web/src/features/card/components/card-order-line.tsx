import type { CardListedOrderOut, CouponCardOrderOut } from '@shop/contracts';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';

/** A listed order as the card area presents it (the server's card kind gives every card order these fields). */
function isCardOrder(order: CouponCardOrderOut): order is CardListedOrderOut {
  return order.kind === 'card' && 'cardKind' in order;
}

/**
 * A card order's first line in the coupon & card orders list (decision 059): the card and how many, or the
 * top-up of a held card, and what one card gives — its times, or its face value.
 */
export function CardOrderLine({ order }: { order: CouponCardOrderOut }) {
  const t = useT();
  const what = t('card.orders.line', { name: order.name, quantity: order.quantity });
  if (!isCardOrder(order)) return <>{what}</>;
  if (order.topUp) return <>{t('card.orders.topUp', { name: order.name })}</>;
  const gives =
    order.times !== null
      ? t('card.orders.times', { count: order.times })
      : order.faceValue !== null
        ? t('card.orders.face', { amount: formatAmount(order.faceValue) })
        : null;
  return <>{gives ? `${what} · ${gives}` : what}</>;
}
