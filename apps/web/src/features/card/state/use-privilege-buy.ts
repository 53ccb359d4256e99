import { useQueryClient } from '@tanstack/react-query';
import { redirect } from '../../../lib/router/use-route.tsx';
import { usePrepaidPayment } from '../../payment/index.ts';
import { buyCard } from '../api/buy.ts';
import { buyPrivilegePath } from './privilege-paths.ts';
import type { BuyDraft } from './use-buy.ts';

/**
 * Buying or renewing a privilege card (SPEC §2 coupons/buyPrivilegeCard): Card/BuyCard as any card, paid as
 * payment's usePrepaidPayment pays (one key per period and method; the keypad for balance); the result shows on
 * this page (?orderno=), also back from the gateway. The server decides whether it renews: a running card of the
 * same period is extended from its end.
 */
export function usePrivilegeBuy(opts: { needPayPassword: boolean }) {
  const client = useQueryClient();
  return usePrepaidPayment({
    needPayPassword: opts.needPayPassword,
    sameAs: (d: BuyDraft) => `${d.id}:${d.payMethod}`,
    place: (draft, idempotencyKey, payPassword) =>
      buyCard(client, {
        id: draft.id,
        payMethod: draft.payMethod,
        idempotencyKey,
        expectedPrice: draft.price,
        ...(payPassword ? { payPassword } : {}),
      }),
    returnTo: buyPrivilegePath,
    onPaid: (order) => redirect(buyPrivilegePath, { orderno: order.orderNo }),
  });
}
