import type { PresaleOrderOut, PresaleOut } from '@shop/contracts';
import {
  depositRefusal,
  finalPaymentRefusal,
  fromMinor,
  type PresalePayRefusal,
  type PresaleSettings,
  presaleFinalAmount,
  toMinor,
} from '@shop/domain';
import { useState } from 'react';
import { navigate, redirect } from '../../../lib/router/use-route.tsx';
import { usePrepaidPayment } from '../../payment/index.ts';
import { payPresaleDeposit, payPresaleRest } from '../api/presale-api.ts';
import { usePayState } from './use-pay-state.ts';

export const presalePath = '/subpackages/marketing/presale';
const loginPath = '/subpackages/account/login';
/** The most units one deposit may be for (the PayDeposit contract's limit). */
export const presaleMaxQuantity = 99;

/** A pre-sale's page. */
export function presaleRoute(id: number): string {
  return `${presalePath}?id=${id}`;
}

/** A pre-sale's terms as domain's rules read them: money in minor units, instants as dates. */
export function presaleSettings(p: PresaleOut): PresaleSettings {
  return {
    price: toMinor(p.price),
    deposit: toMinor(p.deposit),
    depositWorth: toMinor(p.depositWorth),
    depositStartsAt: new Date(p.depositStartsAt),
    depositEndsAt: new Date(p.depositEndsAt),
    finalStartsAt: new Date(p.finalStartsAt),
    finalEndsAt: new Date(p.finalEndsAt),
    shipsOn: p.shipsOn,
    lapsedDeposit: p.lapsedDeposit,
  };
}

/** The deposit (decimals) for `quantity` units, counted in minor units so no fraction creeps in. */
export function depositDue(p: PresaleOut, quantity: number): number {
  return fromMinor(toMinor(p.deposit) * quantity);
}

/** What one unit's final payment is (decimals): the price less the deposit's worth, as domain counts it. */
export function restPerUnit(p: PresaleOut): number {
  return fromMinor(presaleFinalAmount(presaleSettings(p)));
}

/** Which of its windows a pre-sale is in at `now`: before deposits, taking them, between, the final one, over. */
export type PresaleWindow = 'before' | 'deposit' | 'between' | 'final' | 'over';

/** The window at `now` (server time, epoch ms), by domain's half-open windows. */
export function presaleWindow(p: PresaleOut, now: number): PresaleWindow {
  const s = presaleSettings(p);
  const at = new Date(now);
  const deposit = depositRefusal(s, at);
  if (deposit === 'PRESALE_DEPOSIT_NOT_STARTED') return 'before';
  if (deposit === null) return 'deposit';
  const final = finalPaymentRefusal(s, at);
  if (final === 'PRESALE_FINAL_NOT_STARTED') return 'between';
  return final === null ? 'final' : 'over';
}

/** Why "Pay deposit" is off at `now` (null when it can be tapped): outside the deposit window. */
export function depositRefusalAt(p: PresaleOut, now: number): PresalePayRefusal | null {
  return depositRefusal(presaleSettings(p), new Date(now));
}

/** Whether the rest of a purchase can be paid now: its final window is open and no rest is paid or waiting. */
export function restIsDue(purchase: PresaleOrderOut): boolean {
  return purchase.stage === 'final_payment_due' && (purchase.rest === null || !purchase.rest.needPay);
}

/** One of the two payments and what it is for; the amount the page showed goes along. */
type PresaleDraft =
  | { step: 'deposit'; id: number; quantity: number; payMethod: number; amount: number; round: number }
  | { step: 'rest'; orderNo: string; payMethod: number; amount: number };

/** The payment just placed (the deposit's or the rest's order), with the purchase it belongs to. */
interface PlacedStep {
  orderNo: string;
  payMethod: number;
  needPay: boolean;
  presaleId: number;
}

function placedStep(purchase: PresaleOrderOut, step: PresaleDraft['step']): PlacedStep {
  const paid = step === 'rest' ? purchase.rest : purchase.deposit;
  if (!paid) throw new Error(`pre-sale purchase ${purchase.deposit.orderNo} answered without its rest`);
  return {
    orderNo: paid.orderNo,
    payMethod: paid.payMethod,
    needPay: paid.needPay,
    presaleId: purchase.presaleId,
  };
}

/**
 * Paying a pre-sale's deposit or a purchase's rest (`due`, decimals, is what the balance is measured against): the
 * methods as usePayState offers them, paid as payment's usePrepaidPayment pays (the keypad for balance, one key
 * per payment). Paid at once it opens that payment's order (?orderno=); online the gateway leads back to
 * `returnTo` with the order to confirm. A guest is sent to log in, back to `returnTo` (SPEC §6).
 */
export function usePresalePay(loggedIn: boolean, due: number, returnTo: string) {
  const { pay, needPayPassword } = usePayState(loggedIn, due);
  // Which deposit of the visit this is: each gets a key of its own, its retries share it.
  const [round, setRound] = useState(0);
  const step = usePrepaidPayment({
    needPayPassword,
    sameAs: (d: PresaleDraft) =>
      d.step === 'deposit'
        ? `deposit:${d.round}:${d.quantity}:${d.payMethod}`
        : `rest:${d.orderNo}:${d.payMethod}`,
    place: async (draft, idempotencyKey, payPassword) => {
      const common = {
        payMethod: draft.payMethod,
        idempotencyKey,
        expectedAmount: draft.amount,
        ...(payPassword ? { payPassword } : {}),
      };
      const purchase =
        draft.step === 'deposit'
          ? await payPresaleDeposit({ id: draft.id, quantity: draft.quantity, ...common })
          : await payPresaleRest({ orderNo: draft.orderNo, ...common });
      return placedStep(purchase, draft.step);
    },
    returnTo,
    onPaid: (placed) => {
      setRound((r) => r + 1);
      redirect(presalePath, { id: String(placed.presaleId), orderno: placed.orderNo });
    },
  });
  const ready = (): number | null => {
    if (!loggedIn) navigate(loginPath, { redirect: returnTo });
    return loggedIn ? (pay.chosen?.Code ?? null) : null;
  };
  return {
    pay,
    step,
    /** The amount (decimals) of the payment the keypad is open for. */
    asking: step.asking?.amount ?? due,
    payDeposit(presale: PresaleOut, quantity: number) {
      const payMethod = ready();
      if (payMethod !== null)
        step.pay({
          step: 'deposit',
          id: presale.id,
          quantity,
          payMethod,
          amount: depositDue(presale, quantity),
          round,
        });
    },
    payRest(purchase: PresaleOrderOut) {
      const payMethod = ready();
      if (payMethod !== null)
        step.pay({ step: 'rest', orderNo: purchase.deposit.orderNo, payMethod, amount: purchase.restAmount });
    },
  };
}

export type PresalePayForm = ReturnType<typeof usePresalePay>;
