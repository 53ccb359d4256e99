import type { PayableKind } from '../payment/index.ts';

/**
 * The goods order as a payable kind. Payment's own step — the order unpaid → pending (paid), in the lock order of
 * decision 012 — is all a paid goods order needs: it then waits for the store (staff-actions.ts), and its stock
 * was taken when it was placed. Registered with payment by registerOrder (routes.ts).
 */
export const goodsPayable: PayableKind = {
  kind: 'goods',
  onPaid: async () => 'applied',
};
