import { redirect } from '../../../lib/router/use-route.tsx';
import { usePrepaidPayment } from '../../payment/index.ts';
import { updateCategory } from '../api/update-category.ts';
import { levelPath } from './level-paths.ts';

/** What the member chose: the level, how to pay, and whose link brought them (the invite page). */
export interface UpgradeDraft {
  categoryId: number;
  payMethod: number;
  /** Minor units: what the keypad shows. */
  amount: number;
  inviterUid?: number;
}

/** Where the gateway page and a balance payment lead: the result view of the level page. */
const resultPath = levelPath;
const resultQuery = { type: 'update' };
const returnTo = `${resultPath}?type=update`;

/**
 * The paid upgrade (SPEC §5): UpdateCategory, paid as payment's usePrepaidPayment pays (one key per choice of
 * level, method and inviter; the keypad for balance). Balance shows the result; online comes back to it.
 */
export function useUpgrade(opts: { needPayPassword: boolean }) {
  return usePrepaidPayment({
    needPayPassword: opts.needPayPassword,
    sameAs: (d: UpgradeDraft) => `${d.categoryId}:${d.payMethod}:${d.inviterUid ?? ''}`,
    place: (draft, idempotencyKey, payPassword) =>
      updateCategory({
        categoryId: draft.categoryId,
        payMethod: draft.payMethod,
        idempotencyKey,
        ...(payPassword ? { payPassword } : {}),
        ...(draft.inviterUid ? { inviterUid: draft.inviterUid } : {}),
      }),
    returnTo,
    onPaid: (order) => redirect(resultPath, { ...resultQuery, orderno: order.orderNo }),
  });
}
