import { PayCode } from '@shop/domain';
import type { Tx } from '../../db/client.ts';
import type { BalanceReason } from '../../db/schema/balance.ts';
import { payments } from '../../db/schema/payment.ts';
import { moveBalance } from '../balance/index.ts';

/** An order paid from the member's balance when it is made (a group meal deposit, a paid level upgrade). */
export interface BalancePayment {
  memberId: number;
  orderId: number;
  orderNo: string;
  /** Minor units, more than 0. */
  amount: number;
  reason: BalanceReason;
  at: Date;
}

/**
 * Takes the amount from the balance and records the paid payment row (`<orderNo>B`, provider 'balance'), inside
 * the caller's transaction: moveBalance's conditional update refuses BALANCE_INSUFFICIENT and undoes it all.
 */
export async function payFromBalance(tx: Tx, p: BalancePayment): Promise<void> {
  await moveBalance(tx, {
    memberId: p.memberId,
    delta: -p.amount,
    reason: p.reason,
    orderId: p.orderId,
    note: p.orderNo,
    at: p.at,
  });
  await tx.insert(payments).values({
    localOrderNo: `${p.orderNo}B`,
    orderId: p.orderId,
    memberId: p.memberId,
    payMethod: PayCode.balance,
    provider: 'balance',
    amount: p.amount,
    status: 'paid',
    createdAt: p.at,
    paidAt: p.at,
  });
}
